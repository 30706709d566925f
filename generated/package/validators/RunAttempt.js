// This file is generated from model/. Do not edit by hand.
// The validator of RunAttempt, compiled from schemas/RunAttempt.schema.json.

import { ucs2length, validator } from '../validator-runtime.js';
const schema69 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agent-work-model.org/generated/schemas/RunAttempt.schema.json","$comment":"This file is generated from model/. Do not edit by hand.","title":"RunAttempt","description":"One infrastructure execution attempt for an AgentRun. Failures, retries, and instance replacements produce new RunAttempts under the same AgentRun.\n\nSeparate retry and crash semantics from the logical assignment so an AgentRun can survive executor replacement.","type":"object","properties":{"run_attempt_id":{"$ref":"common.schema.json#/$defs/Name","description":"Identity of the RunAttempt: a name, never an authorization."},"agent_run_id":{"$ref":"common.schema.json#/$defs/Name","description":"Reference to an AgentRun, by its agent_run_id."},"agent_instance_id":{"$ref":"common.schema.json#/$defs/Name","description":"Reference to an AgentInstance, by its agent_instance_id. Left out of portable snapshots."},"failure_class":{"type":"string","description":"Metadata field."}},"required":["run_attempt_id"],"additionalProperties":false};
const schema33 = {"title":"Name","description":"A name: the identity of an entity, or a reference to one. Any non-empty string without whitespace or control characters (such as \"run-42\" or \"urn:example:project:alpha\"). A name identifies; it never authorizes: holding one grants nothing.","type":"string","minLength":1,"pattern":"^[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$"};
const func1 = ucs2length;
const pattern4 = new RegExp("^[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$", "u");

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agent-work-model.org/generated/schemas/RunAttempt.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.run_attempt_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "run_attempt_id"},message:"must have required property '"+"run_attempt_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "run_attempt_id") || (key0 === "agent_run_id")) || (key0 === "agent_instance_id")) || (key0 === "failure_class"))){
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
if(data.run_attempt_id !== undefined){
let data0 = data.run_attempt_id;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/run_attempt_id",schemaPath:"common.schema.json#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/run_attempt_id",schemaPath:"common.schema.json#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$"},message:"must match pattern \""+"^[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/run_attempt_id",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.agent_run_id !== undefined){
let data1 = data.agent_run_id;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/agent_run_id",schemaPath:"common.schema.json#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data1)){
const err6 = {instancePath:instancePath+"/agent_run_id",schemaPath:"common.schema.json#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$"},message:"must match pattern \""+"^[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$"+"\""};
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
const err7 = {instancePath:instancePath+"/agent_run_id",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.agent_instance_id !== undefined){
let data2 = data.agent_instance_id;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err8 = {instancePath:instancePath+"/agent_instance_id",schemaPath:"common.schema.json#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data2)){
const err9 = {instancePath:instancePath+"/agent_instance_id",schemaPath:"common.schema.json#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$"},message:"must match pattern \""+"^[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$"+"\""};
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
const err10 = {instancePath:instancePath+"/agent_instance_id",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.failure_class !== undefined){
if(typeof data.failure_class !== "string"){
const err11 = {instancePath:instancePath+"/failure_class",schemaPath:"#/properties/failure_class/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

/**
 * Whether a value is a RunAttempt: checks it against schemas/RunAttempt.schema.json.
 */
export const validateRunAttempt = /* @__PURE__ */ validator(validate37);
