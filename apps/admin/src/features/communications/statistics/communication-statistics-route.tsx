/** Being built in this session. */
export function Component() {
  return null;
}
