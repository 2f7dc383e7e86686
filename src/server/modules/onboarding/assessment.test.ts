import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { assessmentAttempts } from '../../db/schema';
import { SEED_ASSESSMENT_QUESTIONS } from '../../db/seed-data/onboarding';
import { approveIdentity } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const EIGHT = SEED_ASSESSMENT_QUESTIONS.slice(3, 11);
/** Answers to the eight questions with the first `right` of them correct. */
const answers = (right: number) =>
  EIGHT.map((q, i) => ({ questionId: q.id, optionIndex: i < right ? q.answerIndex : (q.answerIndex + 1) % q.options.length }));

const submit = (who: string, payload: object) => t.as(who)({ method: 'POST', url: '/api/assessment/submit', payload });
const train = (who: string, id: string, trainingType: unknown) =>
  t.as(who)({ method: 'POST', url: `/api/provider/${id}/complete-training`, payload: { trainingType } });
const statusOf = async (id: string) => (await t.as(id)({ method: 'GET', url: `/api/provider/${id}/verification-status` })).json();
const attemptsOf = async (id: string) => t.app.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.providerId, id));

describe('training modules and questions', () => {
  it('lists training modules in order', async () => {
    const res = await t.as('provider-3')({ method: 'GET', url: '/api/training/modules' });
    expect(res.statusCode).toBe(200);
    const modules = res.json();
    expect(modules.map((m: { id: string }) => m.id)).toEqual([
      'tm-video-foam-wash',
      'tm-video-water-saving',
      'tm-video-oil-change',
      'tm-etiquette-arrival',
      'tm-etiquette-property',
    ]);
    expect(modules[0]).toMatchObject({ type: 'video', duration: 12 });
  });

  it('serves the whole bank without any answer', async () => {
    const res = await t.as('provider-3')({ method: 'GET', url: '/api/assessment/questions' });
    expect(res.statusCode).toBe(200);
    const questions = res.json();
    expect(questions.length).toBeGreaterThanOrEqual(16);
    for (const q of questions) expect(Object.keys(q).sort()).toEqual(['id', 'options', 'question']);
    expect(res.body).not.toMatch(/answer/i);
    expect(questions[0]).toEqual({ id: 'q01', question: SEED_ASSESSMENT_QUESTIONS[0].question, options: SEED_ASSESSMENT_QUESTIONS[0].options });
  });
});

describe('grading', () => {
  it('passes all correct answers at 100 and stores the attempt', async () => {
    const res = await submit('provider-1', { providerId: 'provider-1', answers: answers(8), timeSpent: 300 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ passed: true, percentage: 100, correct: 8, questions: 8 });
    expect(await attemptsOf('provider-1')).toMatchObject([{ correct: 8, questions: 8, percentage: 100, passed: true, timeSpent: 300 }]);
  });

  it('fails 6 of 8 at 75 and 7 of 8 passes at 88, without taking away an earlier pass', async () => {
    const six = await submit('provider-1', { providerId: 'provider-1', answers: answers(6), timeSpent: 200 });
    expect(six.json()).toEqual({ passed: false, percentage: 75, correct: 6, questions: 8 });
    expect((await statusOf('provider-1')).assessmentPassed).toBe(true);
    const seven = await submit('provider-1', { providerId: 'provider-1', answers: answers(7), timeSpent: 200 });
    expect(seven.json()).toEqual({ passed: true, percentage: 88, correct: 7, questions: 8 });
  });

  it('refuses wrong counts, unknown or repeated questions and impossible options, storing nothing', async () => {
    const before = (await attemptsOf('provider-1')).length;
    const send = (list: object[]) => submit('provider-1', { providerId: 'provider-1', answers: list, timeSpent: 10 });

    const seven = await send(answers(8).slice(0, 7));
    expect(seven.statusCode).toBe(400);
    expect(seven.json().message).toBe('Answer exactly 8 questions (got 7)');
    const unknown = await send([...answers(8).slice(0, 7), { questionId: 'q99', optionIndex: 0 }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("There is no question 'q99'");
    const repeated = await send([...answers(8).slice(0, 7), answers(8)[0]]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().message).toMatch(/answered once/);
    const option = await send([...answers(8).slice(0, 7), { questionId: EIGHT[7].id, optionIndex: 9 }]);
    expect(option.statusCode).toBe(400);
    const empty = await send([]);
    expect(empty.statusCode).toBe(400);
    const noTime = await submit('provider-1', { providerId: 'provider-1', answers: answers(8) });
    expect(noTime.statusCode).toBe(400);
    expect((await attemptsOf('provider-1')).length).toBe(before);
  });

  it('refuses submitting for someone else', async () => {
    for (const who of ['provider-2', 'admin-1', 'customer-1']) {
      const res = await submit(who, { providerId: 'provider-1', answers: answers(8), timeSpent: 10 });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('provider-3 onboarding from scratch', () => {
  it('blocks the assessment before identity and before the trainings', async () => {
    const early = await submit('provider-3', { providerId: 'provider-3', answers: answers(8), timeSpent: 60 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Complete identity verification and training modules first');
    await t.as('provider-3')({
      method: 'POST',
      url: '/api/provider/provider-3/identity-verification',
      payload: { documentType: 'passport', documentNumber: 'M7654321' },
    });
    await t.app.db.transaction((tx) => approveIdentity(tx, 'provider-3'));
    const untrained = await submit('provider-3', { providerId: 'provider-3', answers: answers(8), timeSpent: 60 });
    expect(untrained.statusCode).toBe(409);
    expect(await attemptsOf('provider-3')).toHaveLength(0);
  });

  it('records trainings for the provider only', async () => {
    expect((await train('provider-1', 'provider-3', 'video')).statusCode).toBe(403);
    expect((await train('admin-1', 'provider-3', 'video')).statusCode).toBe(403);
    const bad = await train('provider-3', 'provider-3', 'yoga');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Training type must be video or etiquette/);
    expect((await train('admin-1', 'nobody', 'video')).statusCode).toBe(403);
    expect((await statusOf('provider-3')).videoTrainingCompleted).toBe(false);

    const video = await train('provider-3', 'provider-3', 'video');
    expect(video.statusCode).toBe(200);
    expect(video.json()).toMatchObject({ identityVerified: true, videoTrainingCompleted: true, etiquetteTrainingCompleted: false });
    const halfway = await submit('provider-3', { providerId: 'provider-3', answers: answers(8), timeSpent: 60 });
    expect(halfway.statusCode).toBe(409);
    const etiquette = await train('provider-3', 'provider-3', 'etiquette');
    expect(etiquette.json()).toMatchObject({ etiquetteTrainingCompleted: true, assessmentPassed: false, canActivateProfile: false });
  });

  it('fails at 75, passes at 100, and the profile becomes active', async () => {
    const fail = await submit('provider-3', { providerId: 'provider-3', answers: answers(6), timeSpent: 400 });
    expect(fail.json()).toEqual({ passed: false, percentage: 75, correct: 6, questions: 8 });
    expect((await statusOf('provider-3')).assessmentPassed).toBe(false);

    const pass = await submit('provider-3', { providerId: 'provider-3', answers: answers(8), timeSpent: 380 });
    expect(pass.json()).toEqual({ passed: true, percentage: 100, correct: 8, questions: 8 });
    expect(await statusOf('provider-3')).toMatchObject({ assessmentPassed: true, canActivateProfile: true });
    expect(await attemptsOf('provider-3')).toHaveLength(2);

    const active = (await t.as('customer-1')({ method: 'GET', url: '/api/provider-profile/active' })).json();
    expect(active.map((p: { userId: string }) => p.userId)).toContain('provider-3');
    const hours = (await t.as('customer-1')({ method: 'GET', url: '/api/provider-availability' })).json();
    expect(hours.some((r: { providerId: string }) => r.providerId === 'provider-3')).toBe(true);
  });
});
