// The registry of lint rules, alphabetised by code. A rule exists for the linter only if listed here.
import aliasCollision from './alias-collision.js';
import closingRule from './closing-rule.js';
import credentialSnapshot from './credential-snapshot.js';
import evidenceMissing from './evidence-missing.js';
import evidenceNotInSource from './evidence-not-in-source.js';
import fidelityPartial from './fidelity-partial.js';
import foreignAuthority from './foreign-authority.js';
import identityAuthorization from './identity-authorization.js';
import identityField from './identity-field.js';
import immutableViolation from './immutable-violation.js';
import inverseCardinality from './inverse-cardinality.js';
import inverseMissing from './inverse-missing.js';
import inverseTarget from './inverse-target.js';
import lifecycleDeadEnd from './lifecycle-dead-end.js';
import lifecycleState from './lifecycle-state.js';
import lifecycleUnreachable from './lifecycle-unreachable.js';
import mappingHookDrift from './mapping-hook-drift.js';
import mappingIncomplete from './mapping-incomplete.js';
import mappingParentUnmapped from './mapping-parent-unmapped.js';
import mappingSourceChanged from './mapping-source-changed.js';
import mappingSourceNotInstalled from './mapping-source-not-installed.js';
import mappingUnknownTerm from './mapping-unknown-term.js';
import mappingUnverified from './mapping-unverified.js';
import missingAuthority from './missing-authority.js';
import nativeLifecycleState from './native-lifecycle-state.js';
import parentCardinality from './parent-cardinality.js';
import prohibitedField from './prohibited-field.js';
import qualifiedIdentity from './qualified-identity.js';
import referenceUnlinked from './reference-unlinked.js';
import requiredRelationship from './required-relationship.js';
import runtimeLifecycle from './runtime-lifecycle.js';
import runtimePolicyField from './runtime-policy-field.js';
import runtimeReferenceField from './runtime-reference-field.js';
import runtimeState from './runtime-state.js';
import stateMapIncomplete from './state-map-incomplete.js';
import stateMapTransitionLoss from './state-map-transition-loss.js';
import stateMapUnknownState from './state-map-unknown-state.js';
import terminalExit from './terminal-exit.js';
import unknownAuthority from './unknown-authority.js';
import wireUnknownState from './wire-unknown-state.js';
import wireUnknownTerm from './wire-unknown-term.js';
import type { AnyRule } from '../src/lint/rule-api.js';

export const lintRules: readonly AnyRule[] = [
  aliasCollision,
  closingRule,
  credentialSnapshot,
  evidenceMissing,
  evidenceNotInSource,
  fidelityPartial,
  foreignAuthority,
  identityAuthorization,
  identityField,
  immutableViolation,
  inverseCardinality,
  inverseMissing,
  inverseTarget,
  lifecycleDeadEnd,
  lifecycleState,
  lifecycleUnreachable,
  mappingHookDrift,
  mappingIncomplete,
  mappingParentUnmapped,
  mappingSourceChanged,
  mappingSourceNotInstalled,
  mappingUnknownTerm,
  mappingUnverified,
  missingAuthority,
  nativeLifecycleState,
  parentCardinality,
  prohibitedField,
  qualifiedIdentity,
  referenceUnlinked,
  requiredRelationship,
  runtimeLifecycle,
  runtimePolicyField,
  runtimeReferenceField,
  runtimeState,
  stateMapIncomplete,
  stateMapTransitionLoss,
  stateMapUnknownState,
  terminalExit,
  unknownAuthority,
  wireUnknownState,
  wireUnknownTerm,
] as unknown as readonly AnyRule[];
