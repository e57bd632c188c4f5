import { useEffect, useState } from "react";

/**
 * `value` once it has stayed the same for `delay` ms: the live count and the previews ask the
 * server when the typing pauses, not at every key (and stay within its rate limit).
 */
export function useDebouncedValue<Value>(value: Value, delay: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
