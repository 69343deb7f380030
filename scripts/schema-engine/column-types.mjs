// Column-type fix-up for the driver adapters.
//
// The schema engine introspects pg_catalog, whose columns use types the adapters
// refuse ("Unsupported column type regproc", "Column type 'char' could not be
// deserialized"...). We relabel every built-in OID the adapters do not know as
// text before they map it, and report "char" (OID 18) as a Character column,
// which is what the engine expects for e.g. pg_class.relkind.
import { ColumnTypeEnum } from "@prisma/driver-adapter-utils";

const TEXT_OID = 25;
const CHAR_OID = 18;
// OIDs >= this are user types (enums...): the adapters already map them to text.
const FIRST_USER_OID = 10000;

// Built-in OIDs that both adapters (adapter-pg 7.10, pglite-prisma-adapter 0.7) map.
const KNOWN_OIDS = new Set([
  // scalars
  16, 17, 19, 20, 21, 23, 25, 26, 114, 142, 650, 700, 701, 790, 869, 1042, 1043, 1082, 1083,
  1114, 1184, 1266, 1560, 1562, 1700, 2950, 3802,
  // arrays
  143, 199, 651, 791, 1000, 1001, 1002, 1005, 1007, 1009, 1014, 1015, 1016, 1021, 1022, 1028,
  1041, 1115, 1182, 1185, 1231, 1561, 1563, 2951, 3807,
]);

function needsRelabel(oid) {
  return oid < FIRST_USER_OID && !KNOWN_OIDS.has(oid);
}

/** Render a value the driver parsed (arrays, numbers...) as the text the engine expects. */
function asText(value) {
  if (value === null || value === undefined || typeof value === "string") return value ?? null;
  if (Array.isArray(value)) return `{${value.map((v) => (v === null ? "NULL" : String(v))).join(",")}}`;
  return String(value);
}

/**
 * Patch a queryable (adapter or transaction object of adapter-pg / pglite adapter)
 * in place so its queryRaw tolerates every pg_catalog type. Relies on both adapters
 * implementing queryRaw as `this.performIO(query)` + a per-field OID mapping.
 */
export function patchColumnTypes(queryable) {
  const originalQueryRaw = queryable.queryRaw;
  queryable.queryRaw = async function queryRaw(query) {
    const result = await this.performIO(query);
    const charColumns = [];
    const relabeled = [];
    const fields = result.fields.map((field, i) => {
      if (!needsRelabel(field.dataTypeID)) return field;
      if (field.dataTypeID === CHAR_OID) charColumns.push(i);
      relabeled.push(i);
      return { ...field, dataTypeID: TEXT_OID };
    });
    let rows = result.rows;
    if (relabeled.length > 0) {
      rows = rows.map((row) => {
        const copy = [...row];
        for (const i of relabeled) copy[i] = asText(copy[i]);
        return copy;
      });
    }
    // Let the adapter's own queryRaw do the rest, feeding it the relabeled result.
    const shim = Object.create(this, { performIO: { value: async () => ({ fields, rows }) } });
    const out = await originalQueryRaw.call(shim, query);
    for (const i of charColumns) out.columnTypes[i] = ColumnTypeEnum.Character;
    return out;
  };
  return queryable;
}
