// Types for the generated standalone validators (validate-contract.gen.js): one per call title.
export type Validator = ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; message?: string }> | null };
declare const validators: Record<string, Validator>;
export = validators;
