// This file is generated from model/. Do not edit by hand.
// The validator of Project, compiled from schemas/Project.schema.json.

import { equal, ucs2length, validator } from '../validator-runtime.js';
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agent-work-model.org/generated/schemas/Project.schema.json","$comment":"This file is generated from model/. Do not edit by hand.","title":"Project","description":"A durable named collaboration and policy scope. A Project outlives any single workspace, host conversation, or WorkSession and is the unit that people and systems recognize as \"the work we keep doing together.\"\n\nHold stable identity, membership, and policy that WorkSessions pin via a ProjectSnapshot. Projects are not a place to store live runtime.","type":"object","properties":{"project_id":{"$ref":"common.schema.json#/$defs/Name","description":"Identity of the Project: a name, never an authorization."},"display_name":{"type":"string","description":"Descriptive field."},"policy":{"$ref":"common.schema.json#/$defs/PolicyDocument","description":"Policy field. Policy at the project boundary. Children may only narrow it."},"description":{"type":"string","description":"Descriptive field."}},"required":["project_id"],"additionalProperties":false};
const schema33 = {"title":"Name","description":"A name: the identity of an entity, or a reference to one. Any non-empty string without whitespace or control characters (such as \"run-42\" or \"urn:example:project:alpha\"). A name identifies; it never authorizes: holding one grants nothing.","type":"string","minLength":1,"not":{"pattern":"[\\u0000-\\u0020\\u007F-\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF]"}};
const pattern4 = new RegExp("[\\u0000-\\u0020\\u007F-\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF]", "u");
const func1 = ucs2length;
const schema34 = {"title":"PolicyDocument","description":"A policy: the grants it lists and nothing else. Anything not granted is denied, so the empty policy allows nothing. A policy P narrows a policy Q when every grant of P is covered by some grant of Q; the empty policy narrows every policy. Policy only narrows across trust boundaries: a child binding or run never holds a grant its parent project or session does not cover.","type":"object","properties":{"grants":{"description":"The grants of the policy, each a resource and the actions allowed on it.","type":"array","items":{"$ref":"#/$defs/Grant"}}},"required":["grants"],"additionalProperties":false};
const schema35 = {"title":"Grant","description":"Permission to perform some actions on some resources. A grant g is covered by a grant h when h's resource matches g's (for a pattern in g, h's pattern must be equal or broader: h is \"*\", or h's prefix is a prefix of g's prefix) and every action of g is among h's actions (or h has \"*\").","type":"object","properties":{"resource":{"description":"A resource name (such as a resource_id), or a pattern ending in \"*\" that matches every name starting with the part before the \"*\"; \"*\" alone matches every resource.","type":"string","minLength":1,"not":{"pattern":"[\\u0000-\\u0020\\u007F-\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF]"}},"actions":{"description":"The actions allowed: lower-case action names such as \"read\", \"write\" or \"execute\", or \"*\" for every action. At least one, each once.","type":"array","items":{"type":"string","pattern":"^(?:[a-z][a-z0-9_.:-]*|\\*)$"},"minItems":1,"uniqueItems":true}},"required":["resource","actions"],"additionalProperties":false};
const pattern6 = new RegExp("^(?:[a-z][a-z0-9_.:-]*|\\*)$", "u");

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.grants === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "grants"},message:"must have required property '"+"grants"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "grants")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.grants !== undefined){
let data0 = data.grants;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.resource === undefined){
const err2 = {instancePath:instancePath+"/grants/" + i0,schemaPath:"#/$defs/Grant/required",keyword:"required",params:{missingProperty: "resource"},message:"must have required property '"+"resource"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.actions === undefined){
const err3 = {instancePath:instancePath+"/grants/" + i0,schemaPath:"#/$defs/Grant/required",keyword:"required",params:{missingProperty: "actions"},message:"must have required property '"+"actions"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data1){
if(!((key1 === "resource") || (key1 === "actions"))){
const err4 = {instancePath:instancePath+"/grants/" + i0,schemaPath:"#/$defs/Grant/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.resource !== undefined){
let data2 = data1.resource;
const _errs10 = errors;
const _errs11 = errors;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var valid5 = _errs11 === errors;
if(valid5){
const err6 = {instancePath:instancePath+"/grants/" + i0+"/resource",schemaPath:"#/$defs/Grant/properties/resource/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err7 = {instancePath:instancePath+"/grants/" + i0+"/resource",schemaPath:"#/$defs/Grant/properties/resource/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/grants/" + i0+"/resource",schemaPath:"#/$defs/Grant/properties/resource/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.actions !== undefined){
let data3 = data1.actions;
if(Array.isArray(data3)){
if(data3.length < 1){
const err9 = {instancePath:instancePath+"/grants/" + i0+"/actions",schemaPath:"#/$defs/Grant/properties/actions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(typeof data4 === "string"){
if(!pattern6.test(data4)){
const err10 = {instancePath:instancePath+"/grants/" + i0+"/actions/" + i1,schemaPath:"#/$defs/Grant/properties/actions/items/pattern",keyword:"pattern",params:{pattern: "^(?:[a-z][a-z0-9_.:-]*|\\*)$"},message:"must match pattern \""+"^(?:[a-z][a-z0-9_.:-]*|\\*)$"+"\""};
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
const err11 = {instancePath:instancePath+"/grants/" + i0+"/actions/" + i1,schemaPath:"#/$defs/Grant/properties/actions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
let i2 = data3.length;
let j0;
if(i2 > 1){
const indices0 = {};
for(;i2--;){
let item0 = data3[i2];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err12 = {instancePath:instancePath+"/grants/" + i0+"/actions",schemaPath:"#/$defs/Grant/properties/actions/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
break;
}
indices0[item0] = i2;
}
}
}
else {
const err13 = {instancePath:instancePath+"/grants/" + i0+"/actions",schemaPath:"#/$defs/Grant/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/grants/" + i0,schemaPath:"#/$defs/Grant/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/grants",schemaPath:"#/properties/grants/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agent-work-model.org/generated/schemas/Project.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.project_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project_id"},message:"must have required property '"+"project_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "project_id") || (key0 === "display_name")) || (key0 === "policy")) || (key0 === "description"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.project_id !== undefined){
let data0 = data.project_id;
const _errs6 = errors;
const _errs7 = errors;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid2 = _errs7 === errors;
if(valid2){
const err3 = {instancePath:instancePath+"/project_id",schemaPath:"common.schema.json#/$defs/Name/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
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
const err4 = {instancePath:instancePath+"/project_id",schemaPath:"common.schema.json#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/project_id",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.display_name !== undefined){
if(typeof data.display_name !== "string"){
const err6 = {instancePath:instancePath+"/display_name",schemaPath:"#/properties/display_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.policy !== undefined){
if(!(validate22(data.policy, {instancePath:instancePath+"/policy",parentData:data,parentDataProperty:"policy",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

/**
 * Whether a value is a Project: checks it against schemas/Project.schema.json.
 */
export const validateProject = /* @__PURE__ */ validator(validate20);
