import { Field as ArkField } from '@ark-ui/react/field'
import { createStyleContext } from 'styled-system/jsx'
import { field } from 'styled-system/recipes'

const { withProvider, withContext } = createStyleContext(field)

// Ark wires the label, the control, and the helper and error texts together (ids, aria-describedby,
// aria-invalid); ErrorText only renders while Root is `invalid`.
export const Root = withProvider(ArkField.Root, 'root')
export const Label = withContext(ArkField.Label, 'label')
export const Input = withContext(ArkField.Input, 'input')
export const Textarea = withContext(ArkField.Textarea, 'textarea')
export const HelperText = withContext(ArkField.HelperText, 'helperText')
export const ErrorText = withContext(ArkField.ErrorText, 'errorText')
export const RequiredIndicator = withContext(ArkField.RequiredIndicator, 'requiredIndicator')
