// This file is generated from model/. Do not edit by hand.
// The validator of AgentProfile, compiled from schemas/AgentProfile.schema.json.

import { ucs2length, validator } from '../validator-runtime.js';
const schema59 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agent-work-model.org/generated/schemas/AgentProfile.schema.json","$comment":"This file is generated from model/. Do not edit by hand.","title":"AgentProfile","description":"A declarative description of an eligible kind of agent. It names capabilities, constraints, and intended roles without identifying a running process.\n\nSelect and constrain which kinds of agents may be assigned to AgentRuns without confusing the kind with a live instance or an assignment.","type":"object","properties":{"agent_profile_id":{"$ref":"common.schema.json#/$defs/Name","description":"Identity of the AgentProfile: a name, never an authorization."},"display_name":{"type":"string","description":"Descriptive field."},"capabilities":{"type":"array","description":"Descriptive field."},"constraints":{"type":"object","description":"Policy field."}},"required":["agent_profile_id"],"additionalProperties":false};
const schema33 = {"title":"Name","description":"A name: the identity of an entity, or a reference to one. Any non-empty string without whitespace or control characters (such as \"run-42\" or \"urn:example:project:alpha\"). A name identifies; it never authorizes: holding one grants nothing.","type":"string","minLength":1,"not":{"pattern":"[\\u0000-\\u0020\\u007F-\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF]"}};
const pattern4 = new RegExp("[\\u0000-\\u0020\\u007F-\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF]", "u");
const func1 = ucs2length;

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agent-work-model.org/generated/schemas/AgentProfile.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.agent_profile_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agent_profile_id"},message:"must have required property '"+"agent_profile_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "agent_profile_id") || (key0 === "display_name")) || (key0 === "capabilities")) || (key0 === "constraints"))){
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
if(data.agent_profile_id !== undefined){
let data0 = data.agent_profile_id;
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
const err3 = {instancePath:instancePath+"/agent_profile_id",schemaPath:"common.schema.json#/$defs/Name/not",keyword:"not",params:{},message:"must NOT be valid"};
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
const err4 = {instancePath:instancePath+"/agent_profile_id",schemaPath:"common.schema.json#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/agent_profile_id",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data.capabilities !== undefined){
if(!(Array.isArray(data.capabilities))){
const err7 = {instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.constraints !== undefined){
let data3 = data.constraints;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err8 = {instancePath:instancePath+"/constraints",schemaPath:"#/properties/constraints/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

/**
 * Whether a value is an AgentProfile: checks it against schemas/AgentProfile.schema.json.
 */
export const validateAgentProfile = /* @__PURE__ */ validator(validate34);
