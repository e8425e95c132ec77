import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import type { BlogPost } from '#api/blog'
import { formatDate } from '#lib/fa'
import { useDocumentTitle } from '#lib/use-document-title'
import { AppImage } from '#ui/app-image'
import { Breadcrumbs } from '#ui/breadcrumbs'
import { Prose } from '#ui/prose'
import { articleLead } from './article-lead'

/** An article: cover, title, its store and date, and the body the server has sanitised. */
export function ArticlePage({ post }: { post: BlogPost }) {
  useDocumentTitle(post.title)
  const lead = articleLead(post.excerpt, post.body_html)
  return (
    <article className={stack({ maxW: '3xl', mx: 'auto', gap: '5' })}>
      <Breadcrumbs
        items={[
          { label: 'خانه', link: { to: '/' } },
          { label: 'مجله راسته', link: { to: '/blog' } },
          { label: post.title },
        ]}
      />
      <header className={stack({ gap: '3' })}>
        <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'black', lineHeight: '1.5' })}>
          {post.title}
        </h1>
        <p className={mutedText()}>
          <Link
            to="/store/$storeName"
            params={{ storeName: post.store.slug }}
            className={css({ color: 'accent.text', fontWeight: 'semibold' })}
          >
            {post.store.name}
          </Link>
          {post.published_at ? (
            <>
              {'، '}
              <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
            </>
          ) : null}
        </p>
      </header>
      {post.cover_url ? (
        <AppImage
          src={post.cover_url}
          alt=""
          width={960}
          height={540}
          loading="eager"
          className={css({
            w: 'full',
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            borderRadius: 'card',
            bg: 'bg.subtle',
          })}
        />
      ) : null}
      {lead ? <p className={css({ fontSize: 'lg', color: 'fg.muted', lineHeight: '2' })}>{lead}</p> : null}
      <Prose html={post.body_html} className={css({ fontSize: { md: 'lg' } })} />
    </article>
  )
}
