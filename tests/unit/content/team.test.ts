/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { findTeamMember, portraitOf, team, teamMemberPath } from '@/content/team';
import { findBookableService, VISIT_MINUTES } from '@/lib/consultations/services';
import { clockMinutes, servicesOfKind } from '@/lib/experts';

const root = path.resolve(__dirname, '../../..');
const blogDir = path.join(root, 'content', 'blogs');
const articles = fs
  .readdirSync(blogDir)
  .filter((f) => f.endsWith('.md'))
  .map((file) => ({ file, author: String(matter(fs.readFileSync(path.join(blogDir, file), 'utf8')).data.author ?? '') }));

describe('the team (content/team.ts)', () => {
  it('names every person once: no two members share a name, a slug or a portrait', () => {
    const names = team.map((m) => m.name.toLowerCase());
    expect(new Set(names).size).toBe(team.length);
    expect(new Set(team.map((m) => m.slug)).size).toBe(team.length);
    expect(new Set(team.map(portraitOf)).size).toBe(team.length);
  });

  it('credits every seed article to a team member', () => {
    for (const { file, author } of articles) {
      expect({ file, author, member: findTeamMember(author)?.name }).toEqual({ file, author, member: author });
    }
  });

  it('gives each member a role, years of experience, languages and a short bio', () => {
    for (const m of team) {
      expect(m.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(m.role.trim()).not.toBe('');
      expect(Number.isInteger(m.experienceYears) && m.experienceYears > 0 && m.experienceYears < 60).toBe(true);
      expect(m.languages.length).toBeGreaterThan(0);
      expect(m.bio.length).toBeGreaterThan(60);
      expect(m.bio.length).toBeLessThan(260);
    }
  });

  it('claims no ratings or review counts, which have not been collected', () => {
    for (const m of team) {
      expect(Object.keys(m)).not.toEqual(expect.arrayContaining(['rating']));
      expect(`${m.bio} ${m.role}`).not.toMatch(/\b(rated|rating|reviews?|stars?)\b/i);
    }
  });

  it('has a small illustrated SVG portrait with a description of what it shows', () => {
    for (const m of team) {
      const file = path.join(root, 'public', ...portraitOf(m).slice(1).split('/'));
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.length).toBeLessThan(8 * 1024);
      expect(svg).not.toMatch(/<script|<image|href="http/i);
      expect(m.portraitAlt).toContain(m.name);
      expect(m.portraitAlt.length).toBeGreaterThan(m.name.length + 30);
    }
  });

  it('covers the four kinds of consultation the site offers', () => {
    expect(new Set(team.map((m) => m.type))).toEqual(new Set(['vastu', 'astrology', 'numerology', 'kundli']));
  });

  it('finds a member by the name an article carries, whatever its case or spacing, and nobody for an unknown name', () => {
    expect(findTeamMember('  dr. kavita joshi ')?.slug).toBe('dr-kavita-joshi');
    expect(findTeamMember('Pt. Anil Joshi')).toBeUndefined();
    expect(findTeamMember('')).toBeUndefined();
    expect(teamMemberPath(team[0]!)).toBe(`/ourexpert#${team[0]!.slug}`);
  });
});

describe('the team as bookable experts', () => {
  it('gives each member weekly hours in India time, with ranges that end after they start', () => {
    for (const member of team) {
      const ranges = Object.values(member.hours).flat();
      expect(ranges.length).toBeGreaterThan(0);
      for (const r of ranges) {
        expect(clockMinutes(r!.start)).not.toBeNull();
        expect(clockMinutes(r!.end)! > clockMinutes(r!.start)!).toBe(true);
      }
    }
  });

  it('lets each member take only services of their kind, at least one with an appointment', () => {
    for (const member of team) {
      const kind = member.type === 'vastu' ? 'vastu-astrologer' : 'astrologer';
      const ofKind = servicesOfKind(kind).map((s) => s.slug);
      expect(member.services.length).toBeGreaterThan(0);
      for (const slug of member.services) expect(ofKind).toContain(slug);
      expect(member.services.some((slug) => findBookableService(slug)?.minutes)).toBe(true);
    }
  });

  it('fits a half-day visit into the hours of every Vastu consultant on some day', () => {
    for (const member of team.filter((m) => m.type === 'vastu')) {
      const ranges = Object.values(member.hours).flat();
      expect(ranges.some((r) => clockMinutes(r!.end)! - clockMinutes(r!.start)! >= VISIT_MINUTES)).toBe(true);
    }
  });
});
