import { Combobox as ArkCombobox, createListCollection } from '@ark-ui/react/combobox'
import { Portal } from '@ark-ui/react/portal'
import { useEffect, useMemo, useRef, useState } from 'react'
import { cx } from 'styled-system/css'
import { combobox } from 'styled-system/recipes'
import { ChevronDownIcon, CloseIcon } from '../icons'
import { Spinner } from '../spinner'
import { CheckIcon } from './kit-icons'

export interface ComboboxOption {
  value: string
  label: string
}

export interface ComboboxProps {
  label: string
  /** The options for the current search (a query's data); the server does the matching */
  items: readonly ComboboxOption[]
  /** The search text, 300 ms after the typing stops (spec section 9): fetch the items for it */
  onSearch: (text: string) => void
  /** True while the items for the latest search are on their way */
  loading?: boolean
  /** The chosen option, or null */
  value: ComboboxOption | null
  onValueChange: (option: ComboboxOption | null) => void
  placeholder?: string
  /** The form field's name: a hidden input carries the chosen value in a submitted form */
  name?: string
  disabled?: boolean
  invalid?: boolean
  className?: string
}

const SEARCH_DELAY_MS = 300

/**
 * Choose one of many records (a customer, a product, a category) by typing: the items come from
 * the server for the typed text. Shows «موردی یافت نشد» when a search finds nothing.
 */
export function Combobox({
  label,
  items,
  onSearch,
  loading = false,
  value,
  onValueChange,
  placeholder = 'جست‌وجو کنید',
  name,
  disabled,
  invalid,
  className,
}: ComboboxProps) {
  const classes = combobox()
  const [inputValue, setInputValue] = useState(value?.label ?? '')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const collection = useMemo(
    () => createListCollection({ items: [...items], itemToString: (item) => item.label }),
    [items],
  )

  // A value set from outside shows its label.
  useEffect(() => setInputValue(value?.label ?? ''), [value])
  useEffect(() => () => clearTimeout(timer.current), [])

  return (
    <ArkCombobox.Root
      className={cx(classes.root, className)}
      collection={collection}
      value={value ? [value.value] : []}
      inputValue={inputValue}
      onInputValueChange={(details) => {
        setInputValue(details.inputValue)
        if (details.reason !== 'input-change') return
        clearTimeout(timer.current)
        timer.current = setTimeout(() => onSearch(details.inputValue.trim()), SEARCH_DELAY_MS)
      }}
      onValueChange={(details) => {
        // A choice ends the typing: the search still waiting for its 300 ms would replace the items
        // under the chosen one and take the choice away (a quick pick lost its «افزودن» button).
        clearTimeout(timer.current)
        onValueChange(details.items[0] ?? null)
      }}
      inputBehavior="autohighlight"
      openOnClick
      positioning={{ sameWidth: true }}
      lazyMount
      unmountOnExit
      disabled={disabled}
      invalid={invalid}
    >
      <ArkCombobox.Label className={classes.label}>{label}</ArkCombobox.Label>
      <ArkCombobox.Control className={classes.control}>
        <ArkCombobox.Input className={classes.input} placeholder={placeholder} />
        {value ? (
          <ArkCombobox.ClearTrigger className={classes.clearTrigger} aria-label={`پاک کردن ${label}`}>
            <CloseIcon />
          </ArkCombobox.ClearTrigger>
        ) : null}
        <ArkCombobox.Trigger className={classes.trigger} aria-label={`فهرست ${label}`}>
          <ChevronDownIcon />
        </ArkCombobox.Trigger>
      </ArkCombobox.Control>
      <Portal>
        <ArkCombobox.Positioner className={classes.positioner}>
          <ArkCombobox.Content className={classes.content} aria-busy={loading}>
            {loading ? (
              <div role="status" className={classes.status}>
                <Spinner />
                در حال جست‌وجو…
              </div>
            ) : (
              <ArkCombobox.Empty className={classes.empty}>موردی یافت نشد</ArkCombobox.Empty>
            )}
            {collection.items.map((item) => (
              <ArkCombobox.Item key={item.value} item={item} className={classes.item}>
                <ArkCombobox.ItemText className={classes.itemText}>{item.label}</ArkCombobox.ItemText>
                <ArkCombobox.ItemIndicator className={classes.itemIndicator}>
                  <CheckIcon />
                </ArkCombobox.ItemIndicator>
              </ArkCombobox.Item>
            ))}
          </ArkCombobox.Content>
        </ArkCombobox.Positioner>
      </Portal>
      {name ? <input type="hidden" name={name} value={value?.value ?? ''} /> : null}
    </ArkCombobox.Root>
  )
}
