import { Portal } from '@ark-ui/react/portal'
import { Select as ArkSelect, type CollectionItem, createListCollection } from '@ark-ui/react/select'
import { type ReactNode, useMemo } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { select } from 'styled-system/recipes'
import { ChevronDownIcon } from '../icons'
import { CheckIcon } from './kit-icons'

const { withProvider, withContext } = createStyleContext(select)

// The parts, for a select that needs more than `Select` below (groups, custom items).
// Typed again by hand: the style context drops Ark's item type parameter.
export const Root = withProvider(ArkSelect.Root, 'root', {
  defaultProps: { lazyMount: true, unmountOnExit: true },
}) as <T extends CollectionItem>(props: ArkSelect.RootProps<T> & { className?: string }) => ReactNode
export const Label = withContext(ArkSelect.Label, 'label')
export const Control = withContext(ArkSelect.Control, 'control')
export const Trigger = withContext(ArkSelect.Trigger, 'trigger')
export const ValueText = withContext(ArkSelect.ValueText, 'valueText')
export const Indicator = withContext(ArkSelect.Indicator, 'indicator')
export const Positioner = withContext(ArkSelect.Positioner, 'positioner')
export const Content = withContext(ArkSelect.Content, 'content')
export const Item = withContext(ArkSelect.Item, 'item')
export const ItemText = withContext(ArkSelect.ItemText, 'itemText')
export const ItemIndicator = withContext(ArkSelect.ItemIndicator, 'itemIndicator')
export const ItemGroup = withContext(ArkSelect.ItemGroup, 'itemGroup')
export const ItemGroupLabel = withContext(ArkSelect.ItemGroupLabel, 'itemGroupLabel')
export const HiddenSelect = ArkSelect.HiddenSelect
export { createListCollection }

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectProps {
  label: string
  options: readonly SelectOption[]
  /** The chosen value; '' for none (the placeholder shows). */
  value: string
  onValueChange: (value: string) => void
  /** Shown while nothing is chosen. */
  placeholder?: string
  /** The form field's name: a hidden native <select> carries the value in a submitted form. */
  name?: string
  disabled?: boolean
  invalid?: boolean
  required?: boolean
  className?: string
}

/**
 * One choice from a short list, with the keyboard (arrows, Home/End, typeahead, Enter) and a
 * hidden native select so it takes part in a <form>. The list opens below, aligned to the
 * inline start.
 */
export function Select({ label, options, value, onValueChange, placeholder = 'انتخاب کنید', ...rest }: SelectProps) {
  const collection = useMemo(
    () =>
      createListCollection({
        items: [...options],
        itemToString: (option) => option.label,
        isItemDisabled: (option) => Boolean(option.disabled),
      }),
    [options],
  )
  return (
    <Root
      collection={collection}
      value={value ? [value] : []}
      onValueChange={(details) => onValueChange(details.value[0] ?? '')}
      positioning={{ sameWidth: true }}
      {...rest}
    >
      <Label>{label}</Label>
      <Control>
        <Trigger>
          <ValueText placeholder={placeholder} />
          <Indicator>
            <ChevronDownIcon />
          </Indicator>
        </Trigger>
      </Control>
      <Portal>
        <Positioner>
          <Content>
            {collection.items.map((option) => (
              <Item key={option.value} item={option}>
                <ItemText>{option.label}</ItemText>
                <ItemIndicator>
                  <CheckIcon />
                </ItemIndicator>
              </Item>
            ))}
          </Content>
        </Positioner>
      </Portal>
      <HiddenSelect />
    </Root>
  )
}
