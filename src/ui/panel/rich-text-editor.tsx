import { useEffect, useId, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { dangerText, wrap } from 'styled-system/patterns'
import { errorDetail } from '#lib/errors'
import { uploadImage } from '#lib/upload'
import { Button } from '../button'
import * as Field from '../field'

// A small rich-text editor for articles and product descriptions: a contentEditable area and a
// toolbar that changes it through the Selection and Range APIs (document.execCommand is deprecated
// and differs between browsers). Headings, paragraphs, quotes, bulleted and numbered lists, bold,
// italic, links and (where the server's allow-list takes them: articles) images uploaded through
// the files API. The server sanitises whatever this produces (server/lib/rich-text.ts).

/** Whether the editor's HTML holds words or an image (an empty editor is «<p><br></p>»). */
export const hasRichContent = (html: string) => /<img\s/i.test(html) || html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== ''

type Block = 'p' | 'h2' | 'h3' | 'blockquote'
type ListTag = 'ul' | 'ol'
type Inline = 'strong' | 'em'

const BLOCKS = new Set(['P', 'H2', 'H3', 'H4', 'BLOCKQUOTE', 'UL', 'OL', 'FIGURE', 'DIV'])

const toolbarClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1',
  p: '2',
  borderWidth: '1px',
  borderBottomWidth: '0',
  borderColor: 'border.default',
  borderTopRadius: 'control',
  bg: 'bg.subtle',
})
const editorClass = css({
  minH: '64',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderBottomRadius: 'control',
  bg: 'bg.surface',
  lineHeight: '2',
  overflowWrap: 'anywhere',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '1px' },
  '& > * + *': { mt: '3' },
  '& h2': { fontSize: 'xl', fontWeight: 'bold' },
  '& h3': { fontSize: 'lg', fontWeight: 'bold' },
  '& ul, & ol': { ps: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': { color: 'accent.text', textDecoration: 'underline' },
  '& img': { maxW: 'full', h: 'auto', borderRadius: 'control' },
  '& blockquote': { borderInlineStartWidth: '4px', borderColor: 'accent.muted', ps: '4', color: 'fg.muted' },
  '& strong, & b': { fontWeight: 'bold' },
})
const linkRow = wrap({ gap: '2', alignItems: 'flex-end', mt: '2' })
const noteClass = dangerText({ mt: '2' })

interface RichTextEditorProps {
  label: string
  /** The HTML the editor starts with (read once; the editor owns its content afterwards). */
  initialHtml: string
  onChange: (html: string) => void
  error?: string | null
  /** The files API folder of pictures put in the text; none: no picture button (descriptions keep to text) */
  imageFolder?: 'blog'
}

export function RichTextEditor({ label, initialHtml, onChange, error, imageFolder }: RichTextEditorProps) {
  const editor = useRef<HTMLDivElement>(null)
  const saved = useRef<Range | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const [linking, setLinking] = useState(false)
  const [href, setHref] = useState('https://')
  const [upload, setUpload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null })
  const labelId = useId()
  const errorId = useId()

  // biome-ignore lint/correctness/useExhaustiveDependencies: the starting content is read once
  useEffect(() => {
    if (editor.current) editor.current.innerHTML = initialHtml || '<p><br></p>'
  }, [])

  const changed = () => onChange(editor.current?.innerHTML ?? '')

  /** The selection's range, if it lies in the editor (else the last one saved there). */
  const currentRange = (): Range | null => {
    const selection = window.getSelection()
    if (selection && selection.rangeCount > 0) {
      const range = selection.getRangeAt(0)
      if (editor.current?.contains(range.commonAncestorContainer)) return range
    }
    return saved.current
  }
  const remember = () => {
    const range = currentRange()
    if (range) saved.current = range.cloneRange()
  }
  const select = (range: Range) => {
    const selection = window.getSelection()
    selection?.removeAllRanges()
    selection?.addRange(range)
    saved.current = range.cloneRange()
  }

  /** The editor's top-level element holding the node (a paragraph, heading, list…). */
  const topBlock = (node: Node | null): HTMLElement | null => {
    const root = editor.current
    let n: Node | null = node
    while (n && n.parentNode !== root) n = n.parentNode
    if (!n || !root) return null
    if (n.nodeType === Node.ELEMENT_NODE && BLOCKS.has((n as HTMLElement).tagName)) return n as HTMLElement
    // Loose text or inline nodes at the top level: wrap them in a paragraph first.
    const p = document.createElement('p')
    root.insertBefore(p, n)
    p.appendChild(n)
    return p
  }

  const moveChildren = (from: Node, to: Node) => {
    while (from.firstChild) to.appendChild(from.firstChild)
  }

  const caretIn = (el: HTMLElement) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    range.collapse(false)
    select(range)
  }

  const setBlock = (tag: Block) => {
    const range = currentRange()
    const block = topBlock(range?.startContainer ?? null)
    if (!block) return
    const target = block.tagName.toLowerCase() === tag && tag !== 'p' ? 'p' : tag
    if (block.tagName === 'UL' || block.tagName === 'OL') {
      // Each item of the list becomes a block of its own.
      const first = block.firstElementChild
      for (const li of Array.from(block.children)) {
        const el = document.createElement(target)
        moveChildren(li, el)
        block.parentNode?.insertBefore(el, block)
      }
      block.remove()
      if (first) editor.current?.focus()
    } else {
      const el = document.createElement(target)
      moveChildren(block, el)
      block.replaceWith(el)
      caretIn(el)
    }
    changed()
  }

  const toggleList = (tag: ListTag) => {
    const range = currentRange()
    const block = topBlock(range?.startContainer ?? null)
    if (!block) return
    if (block.tagName.toLowerCase() === tag) {
      for (const li of Array.from(block.children)) {
        const p = document.createElement('p')
        moveChildren(li, p)
        block.parentNode?.insertBefore(p, block)
      }
      block.remove()
    } else if (block.tagName === 'UL' || block.tagName === 'OL') {
      const list = document.createElement(tag)
      moveChildren(block, list)
      block.replaceWith(list)
    } else {
      const list = document.createElement(tag)
      const li = document.createElement('li')
      moveChildren(block, li)
      if (!li.firstChild) li.appendChild(document.createElement('br'))
      list.appendChild(li)
      block.replaceWith(list)
      caretIn(li)
    }
    changed()
  }

  /** Bold or italic: unwraps when the selection is already inside one, else wraps the selection. */
  const toggleInline = (tag: Inline) => {
    const range = currentRange()
    if (!range || !editor.current) return
    let n: Node | null = range.commonAncestorContainer
    while (n && n !== editor.current) {
      if (n.nodeType === Node.ELEMENT_NODE && (n as HTMLElement).tagName.toLowerCase() === tag) {
        const el = n as HTMLElement
        const parent = el.parentNode
        while (el.firstChild) parent?.insertBefore(el.firstChild, el)
        el.remove()
        changed()
        return
      }
      n = n.parentNode
    }
    if (range.collapsed) return
    const el = document.createElement(tag)
    el.appendChild(range.extractContents())
    range.insertNode(el)
    const after = document.createRange()
    after.selectNodeContents(el)
    select(after)
    changed()
  }

  const addLink = () => {
    const range = saved.current
    const url = href.trim()
    if (!range || !/^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(url)) return
    const a = document.createElement('a')
    a.href = url
    if (range.collapsed) a.textContent = url
    else a.appendChild(range.extractContents())
    range.insertNode(a)
    const after = document.createRange()
    after.setStartAfter(a)
    after.collapse(true)
    select(after)
    setLinking(false)
    setHref('https://')
    changed()
  }

  const insertImage = async (file: File) => {
    if (!imageFolder) return
    setUpload({ busy: true, error: null })
    try {
      const image = await uploadImage(file, undefined, { folder: imageFolder })
      const p = document.createElement('p')
      const img = document.createElement('img')
      img.src = image.url
      img.alt = ''
      p.appendChild(img)
      const block = topBlock(saved.current?.startContainer ?? null)
      if (block) block.after(p)
      else editor.current?.appendChild(p)
      const next = document.createElement('p')
      next.appendChild(document.createElement('br'))
      p.after(next)
      caretIn(next)
      changed()
      setUpload({ busy: false, error: null })
    } catch (e) {
      setUpload({ busy: false, error: errorDetail(e) ?? 'بارگذاری تصویر انجام نشد' })
    }
  }

  // The toolbar keeps the editor's selection: a button press must not move the focus first.
  const keep = (event: { preventDefault(): void }) => event.preventDefault()
  const tool = (text: string, label: string, run: () => void) => (
    <Button
      type="button"
      size="sm"
      variant="ghost"
      aria-label={label}
      title={label}
      onMouseDown={keep}
      onClick={() => {
        run()
      }}
    >
      {text}
    </Button>
  )

  return (
    <Field.Root invalid={Boolean(error)}>
      <span id={labelId} className={css({ fontWeight: 'medium', fontSize: 'sm', mb: '1', display: 'block' })}>
        {label}
      </span>
      {/* The toolbar sits on the text area's top edge (the field's gap would part them). */}
      <div>
        <div role="toolbar" aria-label="ابزارهای متن" aria-controls={`${labelId}-area`} className={toolbarClass}>
          {tool('تیتر ۱', 'تیتر بزرگ', () => setBlock('h2'))}
          {tool('تیتر ۲', 'تیتر کوچک', () => setBlock('h3'))}
          {tool('بند', 'بند ساده', () => setBlock('p'))}
          {tool('پررنگ', 'پررنگ', () => toggleInline('strong'))}
          {tool('مورب', 'مورب', () => toggleInline('em'))}
          {tool('فهرست', 'فهرست نقطه‌ای', () => toggleList('ul'))}
          {tool('فهرست شماره‌دار', 'فهرست شماره‌دار', () => toggleList('ol'))}
          {tool('نقل‌قول', 'نقل‌قول', () => setBlock('blockquote'))}
          {tool('پیوند', 'افزودن پیوند', () => {
            remember()
            setLinking((open) => !open)
          })}
          {imageFolder ? (
            <>
              {tool(upload.busy ? 'در حال بارگذاری...' : 'تصویر', 'افزودن تصویر', () => {
                remember()
                fileInput.current?.click()
              })}
              <input
                ref={fileInput}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif"
                hidden
                aria-label="انتخاب تصویر برای متن"
                onChange={(e) => {
                  const file = e.target.files?.[0]
                  e.target.value = ''
                  if (file) void insertImage(file)
                }}
              />
            </>
          ) : null}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area has no native element */}
        <div
          ref={editor}
          id={`${labelId}-area`}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? errorId : undefined}
          tabIndex={0}
          contentEditable
          suppressContentEditableWarning
          className={editorClass}
          dir="rtl"
          onInput={changed}
          onBlur={() => {
            remember()
            changed()
          }}
          onKeyUp={remember}
          onMouseUp={remember}
        />
      </div>
      {linking ? (
        <div className={linkRow}>
          <Field.Root>
            <Field.Label>نشانی پیوند</Field.Label>
            <Field.Input
              value={href}
              dir="ltr"
              onChange={(e) => setHref(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault()
                  addLink()
                }
              }}
            />
          </Field.Root>
          <Button type="button" size="sm" onClick={addLink}>
            افزودن پیوند
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setLinking(false)}>
            انصراف
          </Button>
        </div>
      ) : null}
      {upload.error ? (
        <p role="alert" className={noteClass}>
          {upload.error}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={noteClass}>
          {error}
        </p>
      ) : null}
    </Field.Root>
  )
}
