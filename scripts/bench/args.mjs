// The benches' command-line options (`--seconds 8`), read one way by every bench script (types in
// args.d.mts).

export function textArg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}

export function numberArg(name, fallback) {
  const value = textArg(name, undefined)
  return value === undefined ? fallback : Number(value)
}
