// This file is generated from model/. Do not edit by hand.
// The validator of AgentRun, compiled from schemas/AgentRun.schema.json.

import { ucs2length, validator } from '../validator-runtime.js';
const schema64 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agent-work-model.org/generated/schemas/AgentRun.schema.json","$comment":"This file is generated from model/. Do not edit by hand.","title":"AgentRun","description":"One agent's bounded assignment within exactly one WorkSession. An AgentRun may contain Turns and RunAttempts. This is the accepted term that replaces the ambiguous phrase \"agent session\".\n\nRecord the assignment, its outcomes, and the attempts and turns that fulfilled it, independently of which AgentInstance executed them.","type":"object","properties":{"agent_run_id":{"$ref":"common.schema.json#/$defs/Name","description":"Identity of the AgentRun: a name, never an authorization."},"work_session_id":{"$ref":"common.schema.json#/$defs/Name","description":"Reference to a WorkSession, by its work_session_id. Required: an AgentRun has exactly one WorkSession."},"agent_profile_id":{"$ref":"common.schema.json#/$defs/Name","description":"Reference to an AgentProfile, by its agent_profile_id."},"assigned_principal_id":{"$ref":"common.schema.json#/$defs/Name","description":"Reference to a Principal, by its principal_id."}},"required":["agent_run_id","work_session_id"],"additionalProperties":false};
const schema33 = {"title":"Name","description":"A name: the identity of an entity, or a reference to one. Any non-empty string without whitespace or control characters (such as \"run-42\" or \"urn:example:project:alpha\"). A name identifies; it never authorizes: holding one grants nothing.","type":"string","minLength":1,"not":{"pattern":"[\\u0000-\\u0020\\u007F-\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF]"}};
const pattern4 = new RegExp("[\\u0000-\\u0020\\u007F-\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF]", "u");
const func1 = ucs2length;

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
for(const key0 in data){
if(!((((key0 === "agent_run_id") || (key0 === "work_session_id")) || (key0 === "agent_profile_id")) || (key0 === "assigned_principal_id"))){
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
if(data.agent_run_id !== undefined){
let data0 = data.agent_run_id;
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
const err4 = {instancePath:instancePath+"/agent_run_id",schemaPath:"common.schema.json#/$defs/Name/not",keyword:"not",params:{},message:"must NOT be valid"};
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
const err5 = {instancePath:instancePath+"/agent_run_id",schemaPath:"common.schema.json#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/agent_run_id",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
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
const err8 = {instancePath:instancePath+"/work_session_id",schemaPath:"common.schema.json#/$defs/Name/not",keyword:"not",params:{},message:"must NOT be valid"};
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
const err9 = {instancePath:instancePath+"/work_session_id",schemaPath:"common.schema.json#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err10 = {instancePath:instancePath+"/work_session_id",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.agent_profile_id !== undefined){
let data2 = data.agent_profile_id;
const _errs16 = errors;
const _errs17 = errors;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var valid6 = _errs17 === errors;
if(valid6){
const err12 = {instancePath:instancePath+"/agent_profile_id",schemaPath:"common.schema.json#/$defs/Name/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
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
const err13 = {instancePath:instancePath+"/agent_profile_id",schemaPath:"common.schema.json#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/agent_profile_id",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.assigned_principal_id !== undefined){
let data3 = data.assigned_principal_id;
const _errs21 = errors;
const _errs22 = errors;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err15 = {};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
var valid8 = _errs22 === errors;
if(valid8){
const err16 = {instancePath:instancePath+"/assigned_principal_id",schemaPath:"common.schema.json#/$defs/Name/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err17 = {instancePath:instancePath+"/assigned_principal_id",schemaPath:"common.schema.json#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/assigned_principal_id",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
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
