// The form's reference picker (src/client/picker-search.ts): every word typed must be in a search
// field, or be the initials of one, so "kenya moh" finds Kenya's ministry of health and not every
// entry with those letters in order.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { matchesTyped } from "../src/client/picker-search.ts";

const fields = ["slug", "publisher", "title"];
const ministry = { slug: "africa-kenya-moh-yf-2024", publisher: "Ministry of Health, Kenya", title: "Yellow fever vaccination requirements" };
const ministryNoAbbreviation = { slug: "africa-kenya-health-2024", publisher: "Ministry of Health, Kenya", title: "Travel circular" };
const operator = { slug: "maldives-tour-operator", publisher: "Island Holidays", title: "Know every nearby yacht anchorage" };

test("words in any search field, or a publisher's initials; not letters in order", () => {
  assert.ok(matchesTyped("kenya moh", ministry, fields));
  assert.ok(matchesTyped("kenya moh", ministryNoAbbreviation, fields), "moh: the initials of Ministry of Health");
  assert.ok(matchesTyped("Ministry kenya", ministryNoAbbreviation, fields));
  assert.not.ok(matchesTyped("kenya", operator, fields), "k, e, n, y, a in order is no match");
  assert.not.ok(matchesTyped("kenya moh", operator, fields));
});

test.run();
