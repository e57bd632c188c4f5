import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { communicationsAdmin, completeCommunication } from "./communications.test-helpers";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

describe("communications: create, read, change", () => {
  it("creates a draft from a title and a delivery type, and lists it with its target group", async () => {
    const admin = await communicationsAdmin(testApp);
    const created = await admin.createCommunication({ title: "Hello", deliveryType: "continuous" });
    expect(created).toMatchObject({
      title: "Hello",
      status: "draft",
      media: [],
      email: null,
      targetGroupId: null,
    });
    const listed = await admin.call("GET", "/communication");
    expect(listed.json()).toEqual([expect.objectContaining({ id: created.id, targetConditionKinds: null })]);
    expect((await admin.call("GET", `/communication/${created.id}`)).json()).toEqual(created);
  });

  it("lists whom a communication targets as its rules stand now, whatever it was called when made", async () => {
    const admin = await communicationsAdmin(testApp);
    const group = await admin.call("POST", "/target-group", { name: "Autumn buns" });
    const created = await admin.createCommunication({
      title: "Autumn buns",
      deliveryType: "instant",
      targetGroupId: group.json().id,
    });
    const listed = async () => (await admin.call("GET", "/communication")).json()[0];
    expect(await listed()).toMatchObject({ title: "Autumn buns", targetConditionKinds: [] });

    await admin.call("PATCH", `/communication/${created.id}`, { title: "Winter buns" });
    const rules = {
      groups: [
        {
          match: "any",
          conditions: [
            { kind: "activity", event: "lastVisit", operator: "withinDays", days: 30 },
            { kind: "field", field: "stamps", operator: "greaterThan", value: 2 },
            { kind: "activity", event: "firstTransaction", operator: "withinDays", days: 7 },
          ],
        },
      ],
    };
    expect((await admin.call("PATCH", `/target-group/${group.json().id}`, { rules })).statusCode).toBe(200);
    const row = await listed();
    expect(row).toMatchObject({ title: "Winter buns", targetConditionKinds: ["activity", "field"] });
    expect(row).not.toHaveProperty("targetGroupName");
  });

  it("keeps only the selected channels' content", async () => {
    const admin = await communicationsAdmin(testApp);
    const created = await admin.createCommunication({
      title: "Hi",
      deliveryType: "instant",
      media: ["sms"],
      sms: { message: "Hi {{firstName}}" },
      email: { subject: "dropped", body: "dropped" },
    });
    expect(created.sms).toEqual({ message: "Hi {{firstName}}" });
    expect(created.email).toBeNull();
    const changed = await admin.call("PATCH", `/communication/${created.id}`, { media: ["email"] });
    expect(changed.json()).toMatchObject({ media: ["email"], sms: null, email: { subject: "", body: "" } });
    const back = await admin.call("PATCH", `/communication/${created.id}`, { media: ["email", "sms"] });
    // Unselecting dropped the SMS text: it does not come back.
    expect(back.json().sms).toEqual({ message: "" });
  });

  it("filters the list by status and medium", async () => {
    const admin = await communicationsAdmin(testApp);
    await admin.createCommunication({ title: "A", deliveryType: "instant", media: ["sms"] });
    await admin.createCommunication({ title: "B", deliveryType: "instant", media: ["email"] });
    const bySms = await admin.call("GET", "/communication?medium=sms");
    expect(bySms.json().map((c: { title: string }) => c.title)).toEqual(["A"]);
    expect((await admin.call("GET", "/communication?status=active")).json()).toEqual([]);
    expect((await admin.call("GET", "/communication?status=paused")).statusCode).toBe(400);
  });

  it("refuses an unknown variable, a NUL byte, a repeated channel, an empty PATCH and a 1 MB body", async () => {
    const admin = await communicationsAdmin(testApp);
    const bad = [
      {
        title: "x",
        deliveryType: "instant",
        media: ["email"],
        email: { subject: "Hi {{nickname}}", body: "b" },
      },
      { title: "a\u0000b", deliveryType: "instant" },
      { title: "x", deliveryType: "instant", media: ["sms", "sms"] },
      { title: "x", deliveryType: "weekly" },
      { deliveryType: "instant" },
    ];
    for (const body of bad) {
      const response = await admin.call("POST", "/communication", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
    }
    const created = await admin.createCommunication({ title: "x", deliveryType: "instant" });
    expect((await admin.call("PATCH", `/communication/${created.id}`, {})).statusCode).toBe(400);
    const huge = await admin.call("PATCH", `/communication/${created.id}`, {
      content: "x".repeat(1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
  });

  it("answers 404 for another organization's communication and refuses its target group", async () => {
    const mine = await communicationsAdmin(testApp);
    const theirs = await communicationsAdmin(testApp);
    const theirCommunication = await theirs.createCommunication({ title: "Theirs", deliveryType: "instant" });
    const theirGroup = await theirs.targetGroup();
    for (const [method, body] of [
      ["GET", undefined],
      ["PATCH", { title: "Mine now" }],
      ["DELETE", undefined],
    ] as const) {
      const response = await mine.call(method, `/communication/${theirCommunication.id}`, body);
      expect(response.statusCode, method).toBe(404);
    }
    const borrowing = await mine.call("POST", "/communication", {
      title: "x",
      deliveryType: "instant",
      targetGroupId: theirGroup,
    });
    expect(borrowing.statusCode).toBe(400);
    expect(borrowing.json().error.issues[0].path).toBe("targetGroupId");
    for (const url of [
      `/user-communication/statistics/${theirCommunication.id}`,
      `/user-communication/search?communicationId=${theirCommunication.id}`,
    ]) {
      expect((await mine.call("GET", url)).statusCode).toBe(404);
    }
    const resend = await mine.call("POST", `/user-communication/resend-failed/${theirCommunication.id}`);
    expect(resend.statusCode).toBe(404);
    expect((await theirs.call("GET", `/communication/${theirCommunication.id}`)).json().title).toBe("Theirs");
  });
});

describe("communications: the status machine", () => {
  async function draft() {
    const admin = await communicationsAdmin(testApp);
    const group = await admin.targetGroup();
    const communication = await admin.createCommunication(completeCommunication(group));
    const patch = (body: Record<string, unknown>) =>
      admin.call("PATCH", `/communication/${communication.id}`, body);
    return { admin, communication, patch };
  }

  it("schedules a complete draft for a future time, and cancelling returns it to draft", async () => {
    const { patch } = await draft();
    const scheduled = await patch({ status: "scheduled", scheduledFor: inAMinute() });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().status).toBe("scheduled");
    expect((await patch({ title: "Changed" })).json().error.code).toBe("COMMUNICATION_SCHEDULED");
    const cancelled = await patch({ status: "draft", title: "Changed" });
    expect(cancelled.json()).toMatchObject({ status: "draft", title: "Changed" });
  });

  it("lists what keeps an incomplete communication from being scheduled", async () => {
    const admin = await communicationsAdmin(testApp);
    const created = await admin.createCommunication({
      title: "x",
      deliveryType: "instant",
      media: ["email", "sms"],
    });
    const response = await admin.call("PATCH", `/communication/${created.id}`, { status: "scheduled" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("COMMUNICATION_INCOMPLETE");
    expect(response.json().error.issues.map((issue: { path: string }) => issue.path)).toEqual([
      "targetGroupId",
      "email.subject",
      "email.body",
      "sms.message",
      "scheduledFor",
    ]);
  });

  it("refuses a time in the past", async () => {
    const { patch } = await draft();
    const response = await patch({
      status: "scheduled",
      scheduledFor: new Date(Date.now() - 1000).toISOString(),
    });
    expect(response.json().error.issues).toEqual([
      { path: "scheduledFor", message: "Choose a time in the future" },
    ]);
  });

  it("allows exactly the transitions of the status machine", async () => {
    const { admin, communication, patch } = await draft();
    // draft: only to scheduled
    for (const to of ["active", "inactive"]) {
      expect((await patch({ status: to })).json().error.code, `draft → ${to}`).toBe(
        "COMMUNICATION_STATUS_CHANGE",
      );
    }
    await admin.scheduleAndActivate(communication.id);
    expect((await admin.call("GET", `/communication/${communication.id}`)).json().status).toBe("active");
    // active: read-only, only to inactive
    expect((await patch({ title: "x" })).json().error.code).toBe("COMMUNICATION_READ_ONLY");
    for (const to of ["draft", "scheduled"]) {
      expect((await patch({ status: to })).json().error.code, `active → ${to}`).toBe(
        "COMMUNICATION_STATUS_CHANGE",
      );
    }
    expect((await admin.call("DELETE", `/communication/${communication.id}`)).json().error.code).toBe(
      "COMMUNICATION_ACTIVE",
    );
    expect((await patch({ status: "inactive" })).json().status).toBe("inactive");
    // inactive (paused): editable, only to active
    expect((await patch({ title: "Edited while paused" })).statusCode).toBe(200);
    for (const to of ["draft", "scheduled"]) {
      expect((await patch({ status: to })).json().error.code, `inactive → ${to}`).toBe(
        "COMMUNICATION_STATUS_CHANGE",
      );
    }
    // Reactivating needs it complete again.
    expect((await patch({ media: ["sms"] })).statusCode).toBe(200);
    expect((await patch({ status: "active" })).json().error.code).toBe("COMMUNICATION_INCOMPLETE");
    expect(
      (await patch({ media: ["in_app"], inApp: { title: "Back", body: "Again" }, status: "active" })).json()
        .status,
    ).toBe("active");
    // The same status again changes nothing.
    expect((await patch({ status: "active" })).json().status).toBe("active");
  });

  it("deletes a draft with its deliveries", async () => {
    const { admin, communication } = await draft();
    expect((await admin.call("DELETE", `/communication/${communication.id}`)).statusCode).toBe(204);
    expect((await admin.call("GET", `/communication/${communication.id}`)).statusCode).toBe(404);
  });
});
