import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import type { BlogPost } from '#api/blog'
import { formatDate } from '#lib/fa'
import { AppImage } from '#ui/app-image'

const card = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  h: 'full',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  overflow: 'hidden',
  textDecoration: 'none',
  color: 'fg.default',
  transition: 'box-shadow 0.15s',
  _hover: { boxShadow: 'card' },
})

/** An article in a list: cover, title, the first lines, its store and date. */
export function ArticleCard({ post }: { post: BlogPost }) {
  return (
    <Link to="/blog/$id/$slug" params={{ id: String(post.id), slug: post.slug }} className={card}>
      <AppImage
        src={post.cover_url}
        alt=""
        width={480}
        height={270}
        className={css({ w: 'full', aspectRatio: '16 / 9', objectFit: 'cover', bg: 'bg.subtle', display: 'block' })}
      />
      <div className={stack({ gap: '2', p: '4', flex: '1' })}>
        <h3 className={css({ fontWeight: 'bold', lineClamp: 2, lineHeight: '1.7' })}>{post.title}</h3>
        {post.excerpt ? <p className={mutedText({ lineClamp: 3 })}>{post.excerpt}</p> : null}
        <p className={css({ mt: 'auto', pt: '2', fontSize: 'xs', color: 'fg.subtle' })}>
          {post.store.name}
          {post.published_at ? `، ${formatDate(post.published_at)}` : ''}
        </p>
      </div>
    </Link>
  )
}
