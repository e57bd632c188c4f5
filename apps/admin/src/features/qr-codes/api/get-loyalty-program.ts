/**
 * The organization's loyalty program, which a points code gives in: its name labels the codes and
 * whether it exists decides if a points code can be made. The same query (and cache) as the
 * loyalty program page, so a program created or paused there shows here at once. Taken from that
 * feature rather than copied, as the points screens do: a second query of the same endpoint under
 * another key would drift out of step with the page that changes it.
 */
export { useLoyaltyProgram } from "../../loyalty-program/api/loyalty-program";
