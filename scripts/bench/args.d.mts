/** The number after `--name`, or `fallback` when the option is absent. */
export declare function numberArg(name: string, fallback: number): number
/** The word after `--name`, or `fallback` when the option is absent. */
export declare function textArg<T>(name: string, fallback: T): string | T
