/**
 * Imports the rules of .dependency-cruiser.cjs forbid that stay for now, each with the reason.
 * `from` and `to` are regular expressions over the importing and imported paths. Keep it short:
 * an exception is a debt with a reason, not a way around a rule.
 */
export const knownExceptions = [];
