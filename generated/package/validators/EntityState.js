// This file is generated from model/. Do not edit by hand.
// The validator of EntityState, compiled from schemas/entity-state.schema.json.

import { equal, ucs2length, validator } from '../validator-runtime.js';
const schema87 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agent-work-model.org/generated/schemas/entity-state.schema.json","$comment":"This file is generated from model/. Do not edit by hand.","title":"EntityState","description":"An entity's lifecycle state on the wire: the entity's term, its identity (the value of the term's identity field) and the state it is in. The term decides which states are allowed.","type":"object","properties":{"term":{"description":"The term of the entity: one that has a lifecycle.","enum":["Project","ResourceBinding","WorkSession","AgentInstance","AgentRun","RunAttempt","Turn","Task"]},"id":{"$ref":"common.schema.json#/$defs/Name","description":"The entity's identity: the value of its term's identity field."},"state":{"description":"The entity's lifecycle state, one of its term's states.","type":"string"}},"required":["term","id","state"],"additionalProperties":false,"allOf":[{"if":{"properties":{"term":{"const":"Project"}}},"then":{"properties":{"state":{"enum":["active","archived"]}}}},{"if":{"properties":{"term":{"const":"ResourceBinding"}}},"then":{"properties":{"state":{"enum":["proposed","bound","revoked"]}}}},{"if":{"properties":{"term":{"const":"WorkSession"}}},"then":{"properties":{"state":{"enum":["proposed","open","paused","closed","aborted"]}}}},{"if":{"properties":{"term":{"const":"AgentInstance"}}},"then":{"properties":{"state":{"enum":["starting","ready","busy","stopping","stopped","failed"]}}}},{"if":{"properties":{"term":{"const":"AgentRun"}}},"then":{"properties":{"state":{"enum":["assigned","running","blocked","succeeded","failed","cancelled"]}}}},{"if":{"properties":{"term":{"const":"RunAttempt"}}},"then":{"properties":{"state":{"enum":["queued","running","succeeded","failed","cancelled"]}}}},{"if":{"properties":{"term":{"const":"Turn"}}},"then":{"properties":{"state":{"enum":["open","yielded","completed","aborted"]}}}},{"if":{"properties":{"term":{"const":"Task"}}},"then":{"properties":{"state":{"enum":["pending","ready","in_progress","blocked","succeeded","failed","cancelled"]}}}}]};
const schema33 = {"title":"Name","description":"A name: the identity of an entity, or a reference to one. Any non-empty string without whitespace or control characters (such as \"run-42\" or \"urn:example:project:alpha\"). A name identifies; it never authorizes: holding one grants nothing.","type":"string","minLength":1,"not":{"pattern":"[\\u0000-\\u0020\\u007F-\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF]"}};
const pattern4 = new RegExp("[\\u0000-\\u0020\\u007F-\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF]", "u");
const func1 = ucs2length;

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agent-work-model.org/generated/schemas/entity-state.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs3 = errors;
let valid1 = true;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.term !== undefined){
if("Project" !== data.term){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
var _valid0 = _errs4 === errors;
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.state !== undefined){
let data1 = data.state;
if(!((data1 === "active") || (data1 === "archived"))){
const err1 = {instancePath:instancePath+"/state",schemaPath:"#/allOf/0/then/properties/state/enum",keyword:"enum",params:{allowedValues: schema87.allOf[0].then.properties.state.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs6 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.state = true;
props0.term = true;
}
}
if(!valid1){
const err2 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs9 = errors;
let valid4 = true;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.term !== undefined){
if("ResourceBinding" !== data.term){
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
}
var _valid1 = _errs10 === errors;
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.state !== undefined){
let data3 = data.state;
if(!(((data3 === "proposed") || (data3 === "bound")) || (data3 === "revoked"))){
const err4 = {instancePath:instancePath+"/state",schemaPath:"#/allOf/1/then/properties/state/enum",keyword:"enum",params:{allowedValues: schema87.allOf[1].then.properties.state.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
var _valid1 = _errs12 === errors;
valid4 = _valid1;
if(valid4){
var props1 = {};
props1.state = true;
props1.term = true;
}
}
if(!valid4){
const err5 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs15 = errors;
let valid7 = true;
const _errs16 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.term !== undefined){
if("WorkSession" !== data.term){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
var _valid2 = _errs16 === errors;
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs18 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.state !== undefined){
let data5 = data.state;
if(!(((((data5 === "proposed") || (data5 === "open")) || (data5 === "paused")) || (data5 === "closed")) || (data5 === "aborted"))){
const err7 = {instancePath:instancePath+"/state",schemaPath:"#/allOf/2/then/properties/state/enum",keyword:"enum",params:{allowedValues: schema87.allOf[2].then.properties.state.enum},message:"must be equal to one of the allowed values"};
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
var _valid2 = _errs18 === errors;
valid7 = _valid2;
if(valid7){
var props2 = {};
props2.state = true;
props2.term = true;
}
}
if(!valid7){
const err8 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
const _errs21 = errors;
let valid10 = true;
const _errs22 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.term !== undefined){
if("AgentInstance" !== data.term){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
var _valid3 = _errs22 === errors;
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs24 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.state !== undefined){
let data7 = data.state;
if(!((((((data7 === "starting") || (data7 === "ready")) || (data7 === "busy")) || (data7 === "stopping")) || (data7 === "stopped")) || (data7 === "failed"))){
const err10 = {instancePath:instancePath+"/state",schemaPath:"#/allOf/3/then/properties/state/enum",keyword:"enum",params:{allowedValues: schema87.allOf[3].then.properties.state.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
var _valid3 = _errs24 === errors;
valid10 = _valid3;
if(valid10){
var props3 = {};
props3.state = true;
props3.term = true;
}
}
if(!valid10){
const err11 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(props0 !== true && props3 !== undefined){
if(props3 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props3);
}
}
const _errs27 = errors;
let valid13 = true;
const _errs28 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.term !== undefined){
if("AgentRun" !== data.term){
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
}
var _valid4 = _errs28 === errors;
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs30 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.state !== undefined){
let data9 = data.state;
if(!((((((data9 === "assigned") || (data9 === "running")) || (data9 === "blocked")) || (data9 === "succeeded")) || (data9 === "failed")) || (data9 === "cancelled"))){
const err13 = {instancePath:instancePath+"/state",schemaPath:"#/allOf/4/then/properties/state/enum",keyword:"enum",params:{allowedValues: schema87.allOf[4].then.properties.state.enum},message:"must be equal to one of the allowed values"};
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
var _valid4 = _errs30 === errors;
valid13 = _valid4;
if(valid13){
var props4 = {};
props4.state = true;
props4.term = true;
}
}
if(!valid13){
const err14 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(props0 !== true && props4 !== undefined){
if(props4 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props4);
}
}
const _errs33 = errors;
let valid16 = true;
const _errs34 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.term !== undefined){
if("RunAttempt" !== data.term){
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
}
var _valid5 = _errs34 === errors;
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs36 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.state !== undefined){
let data11 = data.state;
if(!(((((data11 === "queued") || (data11 === "running")) || (data11 === "succeeded")) || (data11 === "failed")) || (data11 === "cancelled"))){
const err16 = {instancePath:instancePath+"/state",schemaPath:"#/allOf/5/then/properties/state/enum",keyword:"enum",params:{allowedValues: schema87.allOf[5].then.properties.state.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
var _valid5 = _errs36 === errors;
valid16 = _valid5;
if(valid16){
var props5 = {};
props5.state = true;
props5.term = true;
}
}
if(!valid16){
const err17 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(props0 !== true && props5 !== undefined){
if(props5 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props5);
}
}
const _errs39 = errors;
let valid19 = true;
const _errs40 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.term !== undefined){
if("Turn" !== data.term){
const err18 = {};
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
var _valid6 = _errs40 === errors;
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
if(_valid6){
const _errs42 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.state !== undefined){
let data13 = data.state;
if(!((((data13 === "open") || (data13 === "yielded")) || (data13 === "completed")) || (data13 === "aborted"))){
const err19 = {instancePath:instancePath+"/state",schemaPath:"#/allOf/6/then/properties/state/enum",keyword:"enum",params:{allowedValues: schema87.allOf[6].then.properties.state.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
var _valid6 = _errs42 === errors;
valid19 = _valid6;
if(valid19){
var props6 = {};
props6.state = true;
props6.term = true;
}
}
if(!valid19){
const err20 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(props0 !== true && props6 !== undefined){
if(props6 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props6);
}
}
const _errs45 = errors;
let valid22 = true;
const _errs46 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.term !== undefined){
if("Task" !== data.term){
const err21 = {};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
var _valid7 = _errs46 === errors;
errors = _errs45;
if(vErrors !== null){
if(_errs45){
vErrors.length = _errs45;
}
else {
vErrors = null;
}
}
if(_valid7){
const _errs48 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.state !== undefined){
let data15 = data.state;
if(!(((((((data15 === "pending") || (data15 === "ready")) || (data15 === "in_progress")) || (data15 === "blocked")) || (data15 === "succeeded")) || (data15 === "failed")) || (data15 === "cancelled"))){
const err22 = {instancePath:instancePath+"/state",schemaPath:"#/allOf/7/then/properties/state/enum",keyword:"enum",params:{allowedValues: schema87.allOf[7].then.properties.state.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
var _valid7 = _errs48 === errors;
valid22 = _valid7;
if(valid22){
var props7 = {};
props7.state = true;
props7.term = true;
}
}
if(!valid22){
const err23 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(props0 !== true && props7 !== undefined){
if(props7 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props7);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.term === undefined){
const err24 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "term"},message:"must have required property '"+"term"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.id === undefined){
const err25 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.state === undefined){
const err26 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "term") || (key0 === "id")) || (key0 === "state"))){
const err27 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.term !== undefined){
let data16 = data.term;
if(!((((((((data16 === "Project") || (data16 === "ResourceBinding")) || (data16 === "WorkSession")) || (data16 === "AgentInstance")) || (data16 === "AgentRun")) || (data16 === "RunAttempt")) || (data16 === "Turn")) || (data16 === "Task"))){
const err28 = {instancePath:instancePath+"/term",schemaPath:"#/properties/term/enum",keyword:"enum",params:{allowedValues: schema87.properties.term.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.id !== undefined){
let data17 = data.id;
const _errs55 = errors;
const _errs56 = errors;
if(typeof data17 === "string"){
if(!pattern4.test(data17)){
const err29 = {};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
var valid27 = _errs56 === errors;
if(valid27){
const err30 = {instancePath:instancePath+"/id",schemaPath:"common.schema.json#/$defs/Name/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs55;
if(vErrors !== null){
if(_errs55){
vErrors.length = _errs55;
}
else {
vErrors = null;
}
}
}
if(typeof data17 === "string"){
if(func1(data17) < 1){
const err31 = {instancePath:instancePath+"/id",schemaPath:"common.schema.json#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/id",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.state !== undefined){
if(typeof data.state !== "string"){
const err33 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

/**
 * Whether a value is an EntityState (a term, an id and a state of that term): checks it against schemas/entity-state.schema.json.
 */
export const validateEntityState = /* @__PURE__ */ validator(validate43);
