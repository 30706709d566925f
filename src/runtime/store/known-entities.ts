// How much of a log a store remembers between its write transactions: both adapters cap their knowledge alike.

/**
 * Entities a store remembers across its write transactions at most; past this its knowledge starts
 * afresh, as a long-lived writer touches many entities.
 */
export const maxKnownEntities = 10_000;
