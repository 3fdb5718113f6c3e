// One value of the document as the form shows it, chosen by its schema alone: a label is a row of
// three texts, an object a group of its properties, a list a list, a map its entries, and a single
// value the input its type takes. The parts that hold other values come back here for each.
import type { ReactNode } from 'react';
import { ArrayField } from './array-field';
import { FieldGroup } from './form-parts';
import { LabelRow } from './label-row';
import { MapField } from './map-field';
import { MixedField } from './mixed-field';
import { ObjectFields } from './object-fields';
import { BooleanField, EnumField, NumberField, TextField } from './scalar-fields';
import { branchesOf, isLabel, mapEntries, resolve, schemaFor, typesOf } from './schema-walk';
import { UnknownField } from './unknown-field';
import type { FieldProps } from './field-props';

const SCALARS = new Set(['string', 'number', 'integer', 'boolean', 'null']);

export function ValueField(props: FieldProps): ReactNode {
  const declared = resolve(props.schema);
  if (!declared) return <UnknownField {...props} />;
  const here = schemaFor(declared, props.value) ?? declared;
  const description = declared.description;
  const types = typesOf(here);
  if (isLabel(here)) return <LabelRow {...props} description={description} />;
  if (mapEntries(here)) return <MapField {...props} description={description} />;
  if (branchesOf(declared) || here.properties || types.includes('object')) {
    if (props.bare) return <ObjectFields {...props} />;
    return (
      <FieldGroup name={props.name} description={description} onRemove={props.onRemove}>
        <ObjectFields {...props} />
      </FieldGroup>
    );
  }
  if (here.const !== undefined || here.enum) return <EnumField {...props} description={description} />;
  if (types.includes('array')) return <ArrayField {...props} description={description} />;
  if (types.filter((type) => SCALARS.has(type)).length > 1) return <MixedField {...props} description={description} />;
  switch (types[0]) {
    case 'boolean':
      return <BooleanField {...props} description={description} />;
    case 'number':
    case 'integer':
      return <NumberField {...props} description={description} />;
    case 'string':
      return <TextField {...props} description={description} />;
    default:
      return <UnknownField {...props} />;
  }
}
