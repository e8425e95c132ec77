import { definePattern } from '@pandacss/dev'

// The texts the screens repeat most, as patterns (styled-system/patterns) instead of the same
// inline css({…}) in dozens of files: a secondary line (a count, a date, a hint) and a refusal.
// Extra properties given to the call are added to the pattern's own.

/** Small, muted text: a hint, a count, a date beside what it describes. */
export const mutedText = definePattern({
  description: 'Small muted text',
  transform: (props) => ({ fontSize: 'sm', color: 'fg.muted', ...props }),
})

/** Small text in the danger colour: a refusal or an error under what it is about. */
export const dangerText = definePattern({
  description: 'Small text in the danger colour',
  transform: (props) => ({ fontSize: 'sm', color: 'danger.default', ...props }),
})
