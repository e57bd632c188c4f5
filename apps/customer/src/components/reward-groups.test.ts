import { describe, expect, it } from "vitest";
import { groupRewardsByName } from "./reward-groups";

const reward = (id: string, name: string) => ({
  id,
  name,
  milestoneId: null,
  issuedAt: "2026-11-21T08:00:00Z",
});

describe("groupRewardsByName", () => {
  it("counts rewards of the same name on one line, in the order they were first issued", () => {
    const groups = groupRewardsByName([
      reward("a", "Free bun"),
      reward("b", "Coffee card"),
      reward("c", "Free bun"),
      reward("d", "Free bun"),
    ]);
    expect(groups).toEqual([
      { name: "Free bun", count: 3, key: "a" },
      { name: "Coffee card", count: 1, key: "b" },
    ]);
  });

  it("gives nothing for no rewards", () => {
    expect(groupRewardsByName([])).toEqual([]);
  });
});
