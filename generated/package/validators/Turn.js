// This file is generated from model/. Do not edit by hand.
// The validator of Turn, compiled from schemas/Turn.schema.json.

import { ucs2length, validator } from '../validator-runtime.js';
const schema73 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agent-work-model.org/generated/schemas/Turn.schema.json","$comment":"This file is generated from model/. Do not edit by hand.","title":"Turn","description":"One input-to-output or control-yield cycle inside an AgentRun. A Turn is smaller than a RunAttempt and is not a HostConversation.\n\nAccount for the conversational or control steps that make up an AgentRun without collapsing them into host chat or infrastructure attempts.","type":"object","properties":{"turn_id":{"$ref":"common.schema.json#/$defs/Name","description":"Identity of the Turn: a name, never an authorization."},"agent_run_id":{"$ref":"common.schema.json#/$defs/Name","description":"Reference to an AgentRun, by its agent_run_id. Required: a Turn has exactly one AgentRun."},"sequence":{"type":"integer","description":"Metadata field."}},"required":["turn_id","agent_run_id"],"additionalProperties":false};
const schema33 = {"title":"Name","description":"A name: the identity of an entity, or a reference to one. Any non-empty string without whitespace or control characters (such as \"run-42\" or \"urn:example:project:alpha\"). A name identifies; it never authorizes: holding one grants nothing.","type":"string","minLength":1,"not":{"pattern":"[\\u0000-\\u0020\\u007F-\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF]"}};
const pattern4 = new RegExp("[\\u0000-\\u0020\\u007F-\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF]", "u");
const func1 = ucs2length;

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agent-work-model.org/generated/schemas/Turn.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.turn_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "turn_id"},message:"must have required property '"+"turn_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.agent_run_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agent_run_id"},message:"must have required property '"+"agent_run_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "turn_id") || (key0 === "agent_run_id")) || (key0 === "sequence"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.turn_id !== undefined){
let data0 = data.turn_id;
const _errs6 = errors;
const _errs7 = errors;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var valid2 = _errs7 === errors;
if(valid2){
const err4 = {instancePath:instancePath+"/turn_id",schemaPath:"common.schema.json#/$defs/Name/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
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
const err5 = {instancePath:instancePath+"/turn_id",schemaPath:"common.schema.json#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/turn_id",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.agent_run_id !== undefined){
let data1 = data.agent_run_id;
const _errs11 = errors;
const _errs12 = errors;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var valid4 = _errs12 === errors;
if(valid4){
const err8 = {instancePath:instancePath+"/agent_run_id",schemaPath:"common.schema.json#/$defs/Name/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
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
const err9 = {instancePath:instancePath+"/agent_run_id",schemaPath:"common.schema.json#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/agent_run_id",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.sequence !== undefined){
let data2 = data.sequence;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/sequence",schemaPath:"#/properties/sequence/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

/**
 * Whether a value is a Turn: checks it against schemas/Turn.schema.json.
 */
export const validateTurn = /* @__PURE__ */ validator(validate38);
