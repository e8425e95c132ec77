import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { stack, visuallyHidden } from 'styled-system/patterns'
import { productQuestionsQueryOptions, type QuestionSort } from '#api/questions'
import { formatNumber } from '#lib/fa'
import { ErrorState } from '#ui/error-state'
import { Skeleton } from '#ui/skeleton'
import { ShowMore, SortToggle } from '../trust/trust-controls'
import { trustEmptyClass, trustListClass } from '../trust/trust-styles'
import { AskForm } from './ask-form'
import { QuestionItem } from './question-item'

/** «پرسش و پاسخ»: the ask form, then the published questions with their answers, sorted and paged. */
export function QuestionsSection({ productId }: { productId: number }) {
  const [sort, setSort] = useState<QuestionSort>('newest')
  const query = useInfiniteQuery(productQuestionsQueryOptions(productId, sort))
  const questions = query.data?.pages.flatMap((page) => page.items) ?? []
  const total = query.data?.pages[0]?.total
  return (
    <section id="questions" aria-labelledby="questions-title" className={stack({ gap: '3' })}>
      <h2 id="questions-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        پرسش و پاسخ
        {total ? (
          <span className={css({ color: 'fg.muted', fontWeight: 'normal', fontSize: 'md', ms: '2' })}>
            ({formatNumber(total)} پرسش)
          </span>
        ) : null}
      </h2>
      <AskForm productId={productId} />
      {questions.length > 1 || sort !== 'newest' ? <SortToggle value={sort} onChange={setSort} /> : null}
      {query.isPending ? (
        <div role="status" aria-busy="true">
          <span className={visuallyHidden()}>در حال بارگذاری پرسش‌ها…</span>
          <Skeleton className={css({ h: '28', borderRadius: 'card' })} />
        </div>
      ) : query.isError && !questions.length ? (
        <ErrorState title="پرسش‌ها بارگذاری نشد" error={query.error} onRetry={() => void query.refetch()} />
      ) : questions.length ? (
        <>
          <div className={trustListClass}>
            {questions.map((question) => (
              <QuestionItem key={question.id} question={question} />
            ))}
          </div>
          {query.hasNextPage ? (
            <ShowMore
              pending={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
              label="پرسش‌های بیشتر"
            />
          ) : null}
        </>
      ) : (
        <p role="status" className={trustEmptyClass}>
          هنوز پرسشی دربارهٔ این کالا منتشر نشده است. نخستین پرسش را شما بپرسید.
        </p>
      )}
    </section>
  )
}
