/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { adminBlogSchema, BLOG_AUTHORS, BLOG_CATEGORIES } from '@/lib/contract/admin-content';
import { team } from '@/content/team';

// Issue 24: an article's category comes from one fixed list and its author from the team. The
// seed articles (content/blogs) must stay valid when the console saves them again.

const blogDir = path.resolve(__dirname, '../../../content/blogs');
const articles = fs
  .readdirSync(blogDir)
  .filter((f) => f.endsWith('.md'))
  .map((file) => ({ file, data: matter(fs.readFileSync(path.join(blogDir, file), 'utf8')).data }));

const article = (overrides: Record<string, unknown>) => ({ title: 'T', slug: 't', content: 'x', status: 'draft', category: 'Vastu', author: team[0]!.name, ...overrides });

describe('article categories and authors', () => {
  it('accepts the category and author of every seed article', () => {
    for (const { file, data } of articles) {
      const parsed = adminBlogSchema.safeParse(article({ category: data.category, author: data.author }));
      expect({ file, ok: parsed.success }).toEqual({ file, ok: true });
    }
  });

  it('offers every team member as an author, and nobody else', () => {
    expect([...BLOG_AUTHORS].sort()).toEqual(team.map((m) => m.name).sort());
  });

  it('refuses a category off the list and an author off the team, with messages that say what to choose', () => {
    const category = adminBlogSchema.safeParse(article({ category: 'Gossip' }));
    expect(category.error?.issues[0]?.message).toBe(`Choose a category: ${BLOG_CATEGORIES.join(', ')}.`);
    for (const author of ['Asha Rao', '', 'neha kapoor ']) {
      const parsed = adminBlogSchema.safeParse(article({ author }));
      if (author === 'neha kapoor ') {
        // The same person however the name is typed: stored as the team spells it.
        expect(parsed.data?.author).toBe('Neha Kapoor');
      } else {
        expect(parsed.error?.issues[0]?.message).toBe('Choose the author from our team.');
      }
    }
  });
});
