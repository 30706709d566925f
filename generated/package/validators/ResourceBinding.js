// This file is generated from model/. Do not edit by hand.
// The validator of ResourceBinding, compiled from schemas/ResourceBinding.schema.json.

import { equal, ucs2length, validator } from '../validator-runtime.js';
const schema45 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agent-work-model.org/generated/schemas/ResourceBinding.schema.json","$comment":"This file is generated from model/. Do not edit by hand.","title":"ResourceBinding","description":"A WorkSession-specific resolution and grant for a Resource. The binding records how this session names, locates, and is allowed to use the Resource without becoming a second owner of it.\n\nAttach a Resource to one WorkSession with a narrowed grant, leaving the Resource's native authority intact.","type":"object","properties":{"resource_binding_id":{"$ref":"common.schema.json#/$defs/Name","description":"Identity of the ResourceBinding: a name, never an authorization."},"work_session_id":{"$ref":"common.schema.json#/$defs/Name","description":"Reference to a WorkSession, by its work_session_id. Required: a ResourceBinding has exactly one WorkSession."},"resource_id":{"$ref":"common.schema.json#/$defs/Name","description":"Reference to a Resource, by its resource_id. Required: a ResourceBinding has exactly one Resource."},"grant":{"$ref":"common.schema.json#/$defs/Grant","description":"Policy field. Must be a narrowing of session and project policy."},"resolved_locator":{"type":"string","description":"Reference to another entity. How this session locates the resource. Not a credential."}},"required":["resource_binding_id","work_session_id","resource_id"],"additionalProperties":false};
const schema33 = {"title":"Name","description":"A name: the identity of an entity, or a reference to one. Any non-empty string without whitespace or control characters (such as \"run-42\" or \"urn:example:project:alpha\"). A name identifies; it never authorizes: holding one grants nothing.","type":"string","minLength":1,"not":{"pattern":"[\\u0000-\\u0020\\u007F-\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF]"}};
const schema35 = {"title":"Grant","description":"Permission to perform some actions on some resources. A grant g is covered by a grant h when h's resource matches g's (for a pattern in g, h's pattern must be equal or broader: h is \"*\", or h's prefix is a prefix of g's prefix) and every action of g is among h's actions (or h has \"*\").","type":"object","properties":{"resource":{"description":"A resource name (such as a resource_id), or a pattern ending in \"*\" that matches every name starting with the part before the \"*\"; \"*\" alone matches every resource.","type":"string","minLength":1,"not":{"pattern":"[\\u0000-\\u0020\\u007F-\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF]"}},"actions":{"description":"The actions allowed: lower-case action names such as \"read\", \"write\" or \"execute\", or \"*\" for every action. At least one, each once.","type":"array","items":{"type":"string","pattern":"^(?:[a-z][a-z0-9_.:-]*|\\*)$"},"minItems":1,"uniqueItems":true}},"required":["resource","actions"],"additionalProperties":false};
const pattern4 = new RegExp("[\\u0000-\\u0020\\u007F-\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF]", "u");
const pattern6 = new RegExp("^(?:[a-z][a-z0-9_.:-]*|\\*)$", "u");
const func1 = ucs2length;

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agent-work-model.org/generated/schemas/ResourceBinding.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.resource_binding_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resource_binding_id"},message:"must have required property '"+"resource_binding_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.work_session_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "work_session_id"},message:"must have required property '"+"work_session_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.resource_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resource_id"},message:"must have required property '"+"resource_id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "resource_binding_id") || (key0 === "work_session_id")) || (key0 === "resource_id")) || (key0 === "grant")) || (key0 === "resolved_locator"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.resource_binding_id !== undefined){
let data0 = data.resource_binding_id;
const _errs6 = errors;
const _errs7 = errors;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var valid2 = _errs7 === errors;
if(valid2){
const err5 = {instancePath:instancePath+"/resource_binding_id",schemaPath:"common.schema.json#/$defs/Name/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err6 = {instancePath:instancePath+"/resource_binding_id",schemaPath:"common.schema.json#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/resource_binding_id",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.work_session_id !== undefined){
let data1 = data.work_session_id;
const _errs11 = errors;
const _errs12 = errors;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var valid4 = _errs12 === errors;
if(valid4){
const err9 = {instancePath:instancePath+"/work_session_id",schemaPath:"common.schema.json#/$defs/Name/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err10 = {instancePath:instancePath+"/work_session_id",schemaPath:"common.schema.json#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/work_session_id",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.resource_id !== undefined){
let data2 = data.resource_id;
const _errs16 = errors;
const _errs17 = errors;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var valid6 = _errs17 === errors;
if(valid6){
const err13 = {instancePath:instancePath+"/resource_id",schemaPath:"common.schema.json#/$defs/Name/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err14 = {instancePath:instancePath+"/resource_id",schemaPath:"common.schema.json#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/resource_id",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.grant !== undefined){
let data3 = data.grant;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.resource === undefined){
const err16 = {instancePath:instancePath+"/grant",schemaPath:"common.schema.json#/$defs/Grant/required",keyword:"required",params:{missingProperty: "resource"},message:"must have required property '"+"resource"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data3.actions === undefined){
const err17 = {instancePath:instancePath+"/grant",schemaPath:"common.schema.json#/$defs/Grant/required",keyword:"required",params:{missingProperty: "actions"},message:"must have required property '"+"actions"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 in data3){
if(!((key1 === "resource") || (key1 === "actions"))){
const err18 = {instancePath:instancePath+"/grant",schemaPath:"common.schema.json#/$defs/Grant/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data3.resource !== undefined){
let data4 = data3.resource;
const _errs24 = errors;
const _errs25 = errors;
if(typeof data4 === "string"){
if(!pattern4.test(data4)){
const err19 = {};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
var valid9 = _errs25 === errors;
if(valid9){
const err20 = {instancePath:instancePath+"/grant/resource",schemaPath:"common.schema.json#/$defs/Grant/properties/resource/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err21 = {instancePath:instancePath+"/grant/resource",schemaPath:"common.schema.json#/$defs/Grant/properties/resource/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/grant/resource",schemaPath:"common.schema.json#/$defs/Grant/properties/resource/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data3.actions !== undefined){
let data5 = data3.actions;
if(Array.isArray(data5)){
if(data5.length < 1){
const err23 = {instancePath:instancePath+"/grant/actions",schemaPath:"common.schema.json#/$defs/Grant/properties/actions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 === "string"){
if(!pattern6.test(data6)){
const err24 = {instancePath:instancePath+"/grant/actions/" + i0,schemaPath:"common.schema.json#/$defs/Grant/properties/actions/items/pattern",keyword:"pattern",params:{pattern: "^(?:[a-z][a-z0-9_.:-]*|\\*)$"},message:"must match pattern \""+"^(?:[a-z][a-z0-9_.:-]*|\\*)$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/grant/actions/" + i0,schemaPath:"common.schema.json#/$defs/Grant/properties/actions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
let i1 = data5.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data5[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err26 = {instancePath:instancePath+"/grant/actions",schemaPath:"common.schema.json#/$defs/Grant/properties/actions/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err27 = {instancePath:instancePath+"/grant/actions",schemaPath:"common.schema.json#/$defs/Grant/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/grant",schemaPath:"common.schema.json#/$defs/Grant/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.resolved_locator !== undefined){
if(typeof data.resolved_locator !== "string"){
const err29 = {instancePath:instancePath+"/resolved_locator",schemaPath:"#/properties/resolved_locator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

/**
 * Whether a value is a ResourceBinding: checks it against schemas/ResourceBinding.schema.json.
 */
export const validateResourceBinding = /* @__PURE__ */ validator(validate29);
