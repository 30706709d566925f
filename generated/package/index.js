// This file is generated from model/. Do not edit by hand.
// The model package: every type, table and validator.

export * from './transitions.js';
export * from './validators.js';
