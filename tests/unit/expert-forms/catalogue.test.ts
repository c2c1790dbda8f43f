/** @jest-environment node */
import { hindiName } from '@/lib/astro/hindi';
import { CONSULTATION_MODE_LABELS, CONSULTATION_MODES, TIME_WINDOW_LABELS, TIME_WINDOWS } from '@/lib/consultations/booking-status';
import { ASTROLOGER_DEFAULTS, OWN_APPLICATION_STATUS_LABELS, WEEKDAYS, type OwnApplicationStatus } from '@/lib/contract/expert-profile';
import { EXPERT_KINDS, EXPERTS } from '@/lib/experts';
import enDesk from '@/messages/en/ExpertDesk.json';
import enForms from '@/messages/en/ExpertForms.json';
import hiDesk from '@/messages/hi/ExpertDesk.json';
import hiForms from '@/messages/hi/ExpertForms.json';

// The expert forms and the desk name the options lib defines once (expert kinds, registration
// titles, application statuses, consultation modes and time windows) by id in their catalogues:
// English must repeat lib's words exactly (the English pages stay as they were), and every option
// must have its Hindi, so a new option cannot reach a Hindi page in English.

const DEVANAGARI = /[\u0900-\u097F]/;
const STATUSES = Object.keys(OWN_APPLICATION_STATUS_LABELS) as OwnApplicationStatus[];

describe('the expert forms name lib’s options in both languages', () => {
  it.each(EXPERT_KINDS)('the kind %s: its label and registration title', (kind) => {
    expect(enForms.kinds[kind]).toBe(EXPERTS[kind].label);
    expect(enForms.registerPage.titles[kind]).toBe(EXPERTS[kind].registrationTitle);
    expect(hiForms.kinds[kind]).toMatch(DEVANAGARI);
    expect(hiForms.registerPage.titles[kind]).toMatch(DEVANAGARI);
  });

  it.each(STATUSES)('the application status %s', (status) => {
    expect(enForms.status.labels[status]).toBe(OWN_APPLICATION_STATUS_LABELS[status]);
    expect(hiForms.status.labels[status]).toMatch(DEVANAGARI);
  });

  it('the astrologer form’s examples are ASTROLOGER_DEFAULTS in English', () => {
    expect(enForms.astrologer.bioPlaceholder).toBe(ASTROLOGER_DEFAULTS.bio);
    expect(enForms.astrologer.expertisePlaceholder).toBe(ASTROLOGER_DEFAULTS.expertise.join(', '));
    expect(enForms.astrologer.languagesPlaceholder).toBe(ASTROLOGER_DEFAULTS.languages.join(', '));
  });

  it.each(WEEKDAYS)('the weekday %s has its Hindi name', (day) => {
    expect(hindiName('weekday', day)).toMatch(DEVANAGARI);
  });
});

describe('the expert desk names lib’s options in both languages', () => {
  it.each(CONSULTATION_MODES)('the mode %s', (mode) => {
    expect(enDesk.card.modes[mode]).toBe(CONSULTATION_MODE_LABELS[mode]);
    expect(hiDesk.card.modes[mode]).toMatch(DEVANAGARI);
  });

  it.each(TIME_WINDOWS)('the time window %s', (window) => {
    expect(enDesk.card.windows[window]).toBe(TIME_WINDOW_LABELS[window]);
    expect(hiDesk.card.windows[window]).toMatch(DEVANAGARI);
  });
});
