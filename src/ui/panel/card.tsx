import { ark } from '@ark-ui/react/factory'
import { createStyleContext } from 'styled-system/jsx'
import { card } from 'styled-system/recipes'

const { withProvider, withContext } = createStyleContext(card)

/**
 * The panel card: `<Card.Root aria-labelledby=…>` (a <section>) with `Card.Header` (`Card.Title`,
 * `Card.Description`), `Card.Body` and `Card.Footer`. `size="sm"` for cards in a list.
 */
export const Root = withProvider(ark.section, 'root')
export const Header = withContext(ark.header, 'header')
export const Title = withContext(ark.h2, 'title')
export const Description = withContext(ark.p, 'description')
export const Body = withContext(ark.div, 'body')
export const Footer = withContext(ark.footer, 'footer')
