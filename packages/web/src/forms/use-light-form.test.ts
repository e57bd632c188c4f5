import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkLogin, type LoginFormValues } from "../auth/login-schema";
import { createLightForm, type FieldMessages } from "./use-light-form";
import { VALIDATION_DEBOUNCE_MS } from "./zod-form-config";

type Input = { value: string; focus: ReturnType<typeof vi.fn> };

/** The login's own form and check, with stand-ins for its two inputs. */
function loginForm() {
  const shown: FieldMessages[] = [];
  const sent: LoginFormValues[] = [];
  const form = createLightForm(
    {
      defaultValues: { email: "", password: "", loginType: "user" } as LoginFormValues,
      check: async (values: LoginFormValues) => checkLogin(values),
    },
    (messages) => shown.push(messages),
  );
  const inputs: Record<"email" | "password", Input> = {
    email: { value: "", focus: vi.fn() },
    password: { value: "", focus: vi.fn() },
  };
  const fields = {
    email: form.register("email"),
    password: form.register("password"),
  };
  fields.email.ref(inputs.email);
  fields.password.ref(inputs.password);
  const type = async (name: "email" | "password", value: string) => {
    inputs[name].value = value;
    await fields[name].onChange({ target: inputs[name] });
  };
  const submit = form.handleSubmit((values) => {
    sent.push(values);
  });
  const message = (name: string) => form.getFieldState(name).error?.message;
  return { form, inputs, type, submit, sent, shown, message };
}

describe("createLightForm (the login's form)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows a field's message only once its typing has paused, and clears it at once when fixed", async () => {
    const login = loginForm();
    await login.type("email", "vera@");
    expect(login.message("email")).toBeUndefined();
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS - 50);
    await login.type("email", "vera@exa");
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS - 50);
    expect(login.message("email")).toBeUndefined();
    await vi.advanceTimersByTimeAsync(50);
    expect(login.message("email")).toMatch(/email/i);
    // Only the field typed in is judged: the untouched password says nothing yet.
    expect(login.message("password")).toBeUndefined();

    await login.type("email", "vera@example.com");
    expect(login.message("email")).toBeUndefined();
  });

  it("on submit shows every message, focuses the first wrong field and sends nothing", async () => {
    const login = loginForm();
    await login.type("password", "a long enough secret");
    await login.submit();
    expect(login.message("email")).toBeDefined();
    expect(login.message("password")).toBeUndefined();
    expect(login.inputs.email.focus).toHaveBeenCalledOnce();
    expect(login.inputs.password.focus).not.toHaveBeenCalled();
    expect(login.sent).toEqual([]);
  });

  it("sends the checked values once every field holds", async () => {
    const login = loginForm();
    await login.type("email", "vera@example.com");
    await login.type("password", "a long enough secret");
    await login.submit({ preventDefault: vi.fn() } as never);
    expect(login.sent).toEqual([
      { email: "vera@example.com", password: "a long enough secret", loginType: "user" },
    ]);
    expect(login.message("email")).toBeUndefined();
  });

  it("shows a server's message at once, focusing its field when asked, until the field changes", async () => {
    const login = loginForm();
    await login.type("email", "vera@example.com");
    login.form.setError("email", { message: "Email is already registered" }, { shouldFocus: true });
    expect(login.message("email")).toBe("Email is already registered");
    expect(login.inputs.email.focus).toHaveBeenCalledOnce();
    await login.type("email", "vera@example.org");
    expect(login.message("email")).toBeUndefined();
  });

  it("tells React only when a message changes", async () => {
    const login = loginForm();
    await login.type("email", "vera@example.com");
    await login.type("email", "vera@example.co");
    expect(login.shown).toEqual([]);
  });

  it("counts what was typed into the prerendered page before the app took over", async () => {
    const shown: FieldMessages[] = [];
    const sent: LoginFormValues[] = [];
    const form = createLightForm(
      {
        defaultValues: { email: "", password: "", loginType: "user" } as LoginFormValues,
        check: async (values: LoginFormValues) => checkLogin(values),
      },
      (messages) => shown.push(messages),
    );
    // The inputs already hold text when the app registers them (typed before hydration).
    const email = { value: "vera@example.com", focus: vi.fn() };
    const password = { value: "a long password", focus: vi.fn() };
    form.register("email").ref(email);
    form.register("password").ref(password);
    await form.handleSubmit((values) => {
      sent.push(values);
    })();
    expect(email.value).toBe("vera@example.com");
    expect(sent).toEqual([{ email: "vera@example.com", password: "a long password", loginType: "user" }]);
  });
});
