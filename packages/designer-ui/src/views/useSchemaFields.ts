import { useEffect, useState } from 'react';
import { getSchema } from '@tessera/api';
import type { SchemaFieldDto } from '@tessera/protocol';
import { useRequestClient, useSettings } from '@tessera/react';

/** The fields of a schema (none while it loads, for no schema, or when it cannot be read). */
export function useSchemaFields(schemaName: string | null): SchemaFieldDto[] {
  const client = useRequestClient();
  const settings = useSettings();
  const [loaded, setLoaded] = useState<{ schemaName: string; fields: SchemaFieldDto[] } | null>(
    null,
  );
  useEffect(() => {
    if (!schemaName) return;
    let current = true;
    getSchema(client, settings, schemaName)
      .then((schema) => current && setLoaded({ schemaName, fields: schema.fields }))
      .catch(() => current && setLoaded({ schemaName, fields: [] }));
    return () => {
      current = false;
    };
  }, [client, settings, schemaName]);
  return loaded && loaded.schemaName === schemaName ? loaded.fields : [];
}
