import { describe, expect, it } from "vitest";
import {
  changeUsersTableState,
  DEFAULT_USERS_TABLE_STATE,
  readUsersTableState,
  toUsersPageQuery,
  writeUsersTableState,
} from "./users-url-state";

const read = (query: string) => readUsersTableState(new URLSearchParams(query));

describe("readUsersTableState", () => {
  it("gives the server's defaults for an address without a query", () => {
    expect(read("")).toEqual({ q: "", sort: "memberSince", order: "desc", page: 1, pageSize: 20 });
  });

  it("reads every value the server accepts", () => {
    expect(read("q=anna&sort=lastName&order=asc&page=3&pageSize=50")).toEqual({
      q: "anna",
      sort: "lastName",
      order: "asc",
      page: 3,
      pageSize: 50,
    });
  });

  it("falls back to the default for each value the server would refuse", () => {
    expect(read("sort=password&order=up&page=0&pageSize=33")).toEqual(DEFAULT_USERS_TABLE_STATE);
    expect(read("page=-2").page).toBe(1);
    expect(read("page=2.5").page).toBe(1);
    expect(read("page=abc").page).toBe(1);
    expect(read("pageSize=1e2").pageSize).toBe(20);
  });

  it("trims the filter and cuts it to the longest query the server takes", () => {
    expect(read("q=%20%20bo%20").q).toBe("bo");
    expect(read(`q=${"x".repeat(150)}`).q).toHaveLength(100);
  });
});

describe("writeUsersTableState", () => {
  it("leaves defaults out so the plain address stays short", () => {
    expect(writeUsersTableState(DEFAULT_USERS_TABLE_STATE).toString()).toBe("");
  });

  it("writes what differs from the defaults, and reads back the same state", () => {
    const state = { q: "+4670", sort: "email", order: "asc", page: 4, pageSize: 100 } as const;
    const params = writeUsersTableState(state);
    expect(params.toString()).toBe("q=%2B4670&sort=email&order=asc&page=4&pageSize=100");
    expect(readUsersTableState(params)).toEqual(state);
  });
});

describe("changeUsersTableState", () => {
  const onPageThree = { ...DEFAULT_USERS_TABLE_STATE, q: "anna", page: 3 };

  it("goes back to the first page when the filter, sort or page size changes", () => {
    expect(changeUsersTableState(onPageThree, { q: "bo" })).toMatchObject({ q: "bo", page: 1 });
    expect(changeUsersTableState(onPageThree, { sort: "email" }).page).toBe(1);
    expect(changeUsersTableState(onPageThree, { order: "asc" }).page).toBe(1);
    expect(changeUsersTableState(onPageThree, { pageSize: 50 }).page).toBe(1);
  });

  it("keeps the page when nothing that orders the rows changed", () => {
    expect(changeUsersTableState(onPageThree, { q: " anna " }).page).toBe(3);
    expect(changeUsersTableState(onPageThree, { page: 4 })).toEqual({ ...onPageThree, page: 4 });
  });
});

describe("toUsersPageQuery", () => {
  it("does not send an empty filter", () => {
    expect(toUsersPageQuery(DEFAULT_USERS_TABLE_STATE)).toEqual({
      sort: "memberSince",
      order: "desc",
      page: 1,
      pageSize: 20,
    });
    expect(toUsersPageQuery({ ...DEFAULT_USERS_TABLE_STATE, q: "bo" }).q).toBe("bo");
  });
});
