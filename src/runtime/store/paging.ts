// Reading a large table page by page, keyed by an increasing column, so no cursor stays open between items.

/** Rows per page for every paged read of facts and entities. */
export const pageSize = 1000;

/** Yields `item(row)` for every row, fetching `pageSize` rows after the last key each time. */
export async function* pages<Row, Key, Item>(
  page: (after: Key) => Row[] | Promise<Row[]>,
  keyOf: (row: Row) => Key,
  first: Key,
  item: (row: Row) => Item,
): AsyncIterable<Item> {
  let after = first;
  for (;;) {
    const rows = await page(after);
    for (const row of rows) yield item(row);
    if (rows.length < pageSize) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}
