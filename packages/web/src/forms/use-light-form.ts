import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { VALIDATION_DEBOUNCE_MS } from "./zod-form-config";

/** A form's values by field name: text fields, and values the screen sets (the login's door). */
type TextValues = Record<string, string>;

/** The message shown under each field, by field name. */
export type FieldMessages = Partial<Record<string, string>>;

/** What checking the values answers: the values to send, or the first message per field. */
export type LightFormCheck<Output> = { ok: true; values: Output } | { ok: false; messages: FieldMessages };

export type LightFormOptions<Values extends TextValues, Output> = {
  defaultValues: Values;
  /** May load what it checks with (the contract schema) on first use. */
  check: (values: Values) => Promise<LightFormCheck<Output>>;
};

/** What the form needs of an input: to be read once given, and focused when it is wrong. */
type FocusableInput = { value: string; focus(): void };

/**
 * The form behind `useLightForm`, outside React so its rules can be tested without a browser. It
 * behaves as `ZOD_FORM_MODE` does: each change is checked, a field's message shows once its typing
 * has paused for 300 ms and clears at once when it is fixed, and a submit checks every field, shows
 * every message, focuses the first and never sends what failed.
 */
export function createLightForm<Values extends TextValues, Output>(
  { defaultValues, check }: LightFormOptions<Values, Output>,
  onMessagesChange: (messages: FieldMessages) => void,
) {
  const values: TextValues = { ...defaultValues };
  const inputs = new Map<string, FocusableInput>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let messages: FieldMessages = {};

  const replaceMessages = (next: FieldMessages) => {
    messages = next;
    onMessagesChange(next);
  };
  const showMessage = (name: string, message: string | undefined) => {
    if (messages[name] !== message) replaceMessages({ ...messages, [name]: message });
  };

  const checkField = async (name: string) => {
    clearTimeout(timers.get(name));
    const result = await check(values as Values);
    const message = result.ok ? undefined : result.messages[name];
    if (message === undefined) showMessage(name, undefined);
    else
      timers.set(
        name,
        setTimeout(() => showMessage(name, message), VALIDATION_DEBOUNCE_MS),
      );
  };

  const focus = (name: string) => inputs.get(name)?.focus();

  return {
    register: <Name extends string>(
      name: Name,
      options: { onChange?: (event: { target: unknown }) => unknown } = {},
    ): UseFormRegisterReturn<Name> => ({
      name,
      ref: (input: FocusableInput | null) => {
        if (!input) return;
        inputs.set(name, input);
        // What was typed into prerendered HTML before the app took over counts as typed.
        if (input.value !== "") values[name] = input.value;
        else if (values[name]) input.value = values[name];
      },
      onChange: async (event) => {
        values[name] = String((event.target as FocusableInput).value);
        options.onChange?.(event);
        await checkField(name);
      },
      onBlur: async () => {},
    }),

    handleSubmit:
      (onValid: (output: Output) => Promise<void> | void) => async (event?: { preventDefault(): void }) => {
        event?.preventDefault();
        for (const timer of timers.values()) clearTimeout(timer);
        const result = await check(values as Values);
        if (result.ok) {
          replaceMessages({});
          await onValid(result.values);
          return;
        }
        replaceMessages(result.messages);
        const first = [...inputs.keys()].find((name) => result.messages[name] !== undefined);
        if (first) focus(first);
      },

    /** A message from elsewhere (the server's answer to the submit), shown at once. */
    setError: (name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
      clearTimeout(timers.get(name));
      showMessage(name, error.message);
      if (options?.shouldFocus) focus(name);
    },

    getFieldState: (name: string): { error?: { message: string } } => {
      const message = messages[name];
      return message === undefined ? {} : { error: { message } };
    },
  };
}

/**
 * A form for a first screen without react-hook-form (decision 014: the customer's login must stay
 * light), with the rules of `createLightForm`. Its answer fits the field components (`FieldForm`),
 * so the login keeps the app's email and password fields.
 */
export function useLightForm<Values extends TextValues, Output>(options: LightFormOptions<Values, Output>) {
  const [messages, setMessages] = useState<FieldMessages>({});
  const [form] = useState(() => createLightForm(options, setMessages));
  return { ...form, formState: messages };
}
