// This file is generated from model/. Do not edit by hand.
// The validator of AgentRun, compiled from schemas/AgentRun.schema.json.

import { ucs2length, validator } from '../validator-runtime.js';
const schema64 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agent-work-model.org/generated/schemas/AgentRun.schema.json","$comment":"This file is generated from model/. Do not edit by hand.","title":"AgentRun","description":"One agent's bounded assignment within exactly one WorkSession. An AgentRun may contain Turns and RunAttempts. This is the accepted term that replaces the ambiguous phrase \"agent session\".\n\nRecord the assignment, its outcomes, and the attempts and turns that fulfilled it, independently of which AgentInstance executed them.","type":"object","properties":{"agent_run_id":{"$ref":"common.schema.json#/$defs/Name","description":"Identity of the AgentRun: a name, never an authorization."},"work_session_id":{"$ref":"common.schema.json#/$defs/Name","description":"Reference to a WorkSession, by its work_session_id."},"agent_profile_id":{"$ref":"common.schema.json#/$defs/Name","description":"Reference to an AgentProfile, by its agent_profile_id."},"assigned_principal_id":{"$ref":"common.schema.json#/$defs/Name","description":"Reference to a Principal, by its principal_id."}},"required":["agent_run_id"],"additionalProperties":false};
const schema33 = {"title":"Name","description":"A name: the identity of an entity, or a reference to one. Any non-empty string without whitespace or control characters (such as \"run-42\" or \"urn:example:project:alpha\"). A name identifies; it never authorizes: holding one grants nothing.","type":"string","minLength":1,"pattern":"^[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$"};
const func1 = ucs2length;
const pattern4 = new RegExp("^[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$", "u");

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agent-work-model.org/generated/schemas/AgentRun.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.agent_run_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agent_run_id"},message:"must have required property '"+"agent_run_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "agent_run_id") || (key0 === "work_session_id")) || (key0 === "agent_profile_id")) || (key0 === "assigned_principal_id"))){
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
if(data.agent_run_id !== undefined){
let data0 = data.agent_run_id;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/agent_run_id",schemaPath:"common.schema.json#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/agent_run_id",schemaPath:"common.schema.json#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$"},message:"must match pattern \""+"^[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$"+"\""};
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
const err4 = {instancePath:instancePath+"/agent_run_id",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.work_session_id !== undefined){
let data1 = data.work_session_id;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/work_session_id",schemaPath:"common.schema.json#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data1)){
const err6 = {instancePath:instancePath+"/work_session_id",schemaPath:"common.schema.json#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$"},message:"must match pattern \""+"^[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$"+"\""};
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
const err7 = {instancePath:instancePath+"/work_session_id",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.agent_profile_id !== undefined){
let data2 = data.agent_profile_id;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err8 = {instancePath:instancePath+"/agent_profile_id",schemaPath:"common.schema.json#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data2)){
const err9 = {instancePath:instancePath+"/agent_profile_id",schemaPath:"common.schema.json#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$"},message:"must match pattern \""+"^[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$"+"\""};
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
const err10 = {instancePath:instancePath+"/agent_profile_id",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.assigned_principal_id !== undefined){
let data3 = data.assigned_principal_id;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err11 = {instancePath:instancePath+"/assigned_principal_id",schemaPath:"common.schema.json#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern4.test(data3)){
const err12 = {instancePath:instancePath+"/assigned_principal_id",schemaPath:"common.schema.json#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$"},message:"must match pattern \""+"^[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/assigned_principal_id",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

/**
 * Whether a value is an AgentRun: checks it against schemas/AgentRun.schema.json.
 */
export const validateAgentRun = /* @__PURE__ */ validator(validate36);
