// Types for the generated standalone validator (validate-config.gen.js).
export declare function validate(data: unknown): boolean;
export default validate;
