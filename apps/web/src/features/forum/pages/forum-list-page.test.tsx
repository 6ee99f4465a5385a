import { MSG_FORUM } from '@arogya/contract/messages/forum';
import { type Question, questionListSchema } from '@arogya/contract/schemas/forum';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/app-harness';
import { contractJson, server } from '../../../test/msw';
import { ForumListPage } from './forum-list-page';

function question(n: number): Question {
  return {
    _id: `q${n}`,
    title: `Question ${n} about sleep`,
    body: 'How many hours should a grown-up sleep?',
    category: 'general',
    tags: [],
    status: 'open',
    author: {
      _id: 'u1',
      name: 'Priya Sharma',
      profilePictureUrl: null,
      isVerified: false,
      role: 'patient',
      specialty: null,
      experience: null,
    },
    score: 0,
    userVote: 'none',
    views: 3,
    answerCount: 0,
    timeAgo: '2 hours ago',
    canEdit: false,
    canChangeStatus: false,
    acceptedAnswerId: null,
    createdAt: '2026-11-28T05:00:00.000Z',
  };
}

/** A forum of 23 questions, 10 a page: pages past the third are empty. */
function stubForum() {
  const pages: string[] = [];
  server.use(
    http.get('/api/forum/questions', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      pages.push(String(page));
      const count = page < 3 ? 10 : page === 3 ? 3 : 0;
      return contractJson(questionListSchema, {
        success: true,
        data: {
          questions: Array.from({ length: count }, (_, i) => question((page - 1) * 10 + i + 1)),
          pagination: {
            currentPage: page,
            totalPages: 3,
            totalQuestions: 23,
            limit: 10,
            hasPrevPage: page > 1,
            hasNextPage: page < 3,
          },
          filters: { category: 'general', status: 'all', sortBy: 'recent', search: '', tags: [] },
        },
      });
    }),
  );
  return pages;
}

describe('ForumListPage — paging', () => {
  it('a page past the end (an old link) shows the last page instead, in place of that history entry', async () => {
    const pages = stubForum();
    const router = renderPage(<ForumListPage />, { path: '/forum', at: '/forum?category=general&page=9' });
    expect(await screen.findByRole('link', { name: /Question 21 about sleep/ })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?category=general&page=3'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText(MSG_FORUM.noQuestions)).toBeNull();
    expect(pages).toEqual(['9', '3']);
  });
});
