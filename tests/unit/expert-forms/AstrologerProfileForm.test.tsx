import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AstrologerProfileForm from '@/components/expert-forms/AstrologerProfileForm';
import { fetchOwnApplications, submitAstrologerProfile } from '@/lib/client/api';
import english from '@/messages/en/ExpertForms.json';
import { defaultAvailability, IMAGE_MAX_BYTES, type AstrologerApplicationResponse, type OwnApplication } from '@/lib/contract/expert-profile';
import { JPEG, STORED_USER, deferred, entries, networkError, serverError, storeUser } from './support';

/** The banner of a submit with problems, as the English page shows it. */
const FIX_ERRORS = english.form.fixErrors;

jest.mock('@/lib/client/api', () => ({ submitAstrologerProfile: jest.fn(), submitVastuAstrologerProfile: jest.fn(), fetchOwnApplications: jest.fn() }));
const submitMock = submitAstrologerProfile as jest.MockedFunction<typeof submitAstrologerProfile>;
const ownMock = fetchOwnApplications as jest.MockedFunction<typeof fetchOwnApplications>;

const REPLY: AstrologerApplicationResponse = {
  status: 'success',
  message: 'Astrologer created',
  name: 'Asha Rao',
  file: 'https://cdn.example.in/astrologers/asha.jpg',
};

const submitButton = () => screen.getByRole('button', { name: /Create Profile|Submitting/ });

function renderForm(user: Record<string, unknown> | null = STORED_USER, options?: Parameters<typeof userEvent.setup>[0]) {
  if (user) storeUser(user);
  const ue = userEvent.setup(options);
  const view = render(<AstrologerProfileForm />);
  return { user: ue, ...view };
}

async function fill(ue: ReturnType<typeof userEvent.setup>, values: { exp?: string; chat?: string; video?: string; image?: boolean } = {}) {
  const { exp = '7', chat = '15', video = '25', image = true } = values;
  if (exp) await ue.type(screen.getByLabelText(/Experience \(years\)/), exp);
  if (chat) await ue.type(screen.getByLabelText(/Chat fee per minute/), chat);
  if (video) await ue.type(screen.getByLabelText(/Video call fee per minute/), video);
  if (image) await ue.upload(screen.getByLabelText(/Profile image/), JPEG());
}

// Typing into many fields is slow on a busy machine.
jest.setTimeout(30_000);

let consoleError: jest.SpyInstance;

beforeEach(() => {
  window.localStorage.clear();
  submitMock.mockReset();
  ownMock.mockReset();
  // No earlier application by default: the read fails at once (as for a session that ended), so the empty form shows without waiting.
  ownMock.mockImplementation(() => {
    throw new Error('no session');
  });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('AstrologerProfileForm: fields', () => {
  it('prefills name, email and mobile from the stored user, read-only; the internal id is not shown', () => {
    renderForm();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    for (const label of ['Name', 'Email', 'Mobile number']) expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    expect(screen.queryByLabelText(/Astrologer ID/)).toBeNull();
    expect(screen.queryByDisplayValue('u-42')).toBeNull();
    expect(screen.queryByLabelText(/Rating|Reviews/)).toBeNull();
  });

  it('shows the generic bio, expertise and languages as examples only, and has no call fee input', () => {
    renderForm();
    expect(screen.getByLabelText('Bio')).toHaveValue('');
    expect(screen.getByLabelText('Bio')).toHaveAttribute('placeholder', 'Expert in Vedic Astrology');
    expect(screen.getByRole('textbox', { name: 'Expertise' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Expertise' })).toHaveAttribute('placeholder', 'Vedic, Numerology, Tarot');
    expect(screen.getByRole('textbox', { name: 'Languages' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Languages' })).toHaveAttribute('placeholder', 'Hindi, English');
    expect(screen.getByLabelText(/Experience \(years\)/)).toHaveAttribute('type', 'number');
    // Three number inputs; the (voice) call fee is fixed at 0 and has none.
    expect(screen.getAllByRole('spinbutton')).toEqual([
      screen.getByLabelText(/Experience \(years\)/),
      screen.getByLabelText(/^Chat fee per minute/),
      screen.getByLabelText(/^Video call fee per minute/),
    ]);
    expect(screen.queryByLabelText(/^Call fee/i)).toBeNull();
    expect(screen.getByRole('group', { name: 'Weekly availability' })).toBeInTheDocument();
  });

  it('asks a visitor without a stored user to register first, instead of showing the form', () => {
    renderForm(null);
    expect(screen.getByText(/create your profile after registering/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Register as an expert/ })).toHaveAttribute('href', '/join-as-astrologer');
    expect(screen.queryByRole('button', { name: 'Create Profile' })).toBeNull();
    expect(screen.queryByLabelText('Name')).toBeNull();
  });
});

describe('AstrologerProfileForm: image', () => {
  afterEach(() => {
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  });

  it('shows a preview of the chosen image', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:preview-1');
    URL.revokeObjectURL = jest.fn();
    const { user, unmount } = renderForm();
    await user.upload(screen.getByLabelText(/Profile image/), JPEG());
    expect(screen.getByRole('img', { name: 'Preview of your profile image' })).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByText('Selected: me.jpg')).toBeInTheDocument();
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('refuses a file that is not JPEG, PNG or WebP', async () => {
    const { user } = renderForm(STORED_USER, { applyAccept: false });
    await fill(user, { image: false });
    await user.upload(screen.getByLabelText(/Profile image/), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a JPEG, PNG or WebP image.');
    expect(screen.getByLabelText(/Profile image/)).toHaveAttribute('aria-invalid', 'true');
    await user.click(submitButton());
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(FIX_ERRORS);
    expect(screen.getByLabelText(/Profile image/)).toHaveAttribute('aria-invalid', 'true');
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('refuses an image over 5 MB', async () => {
    const { user } = renderForm();
    const big = JPEG();
    Object.defineProperty(big, 'size', { value: IMAGE_MAX_BYTES + 1 });
    await user.upload(screen.getByLabelText(/Profile image/), big);
    expect(screen.getByRole('alert')).toHaveTextContent('The image is larger than 5 MB.');
    expect(screen.queryByText(/Selected:/)).toBeNull();
  });
});

describe('AstrologerProfileForm: validation', () => {
  // The spec's rules and messages (SPEC 5), each shown at its field, all at once, like the Vastu form.
  const cases: [string, Record<string, unknown>, Parameters<typeof fill>[1], RegExp, string][] = [
    ['name missing', { ...STORED_USER, name: undefined }, {}, /^Name/, 'Name is required.'],
    ['email missing', { ...STORED_USER, email: '' }, {}, /^Email/, 'Email is required.'],
    ['email malformed', { ...STORED_USER, email: 'asha@example' }, {}, /^Email/, 'Enter a valid email address.'],
    ['mobile too short', { ...STORED_USER, mobile: '98765' }, {}, /^Mobile number/, 'Enter a valid mobile number.'],
    ['experience missing', STORED_USER, { exp: '' }, /Experience \(years\)/, 'Experience must be greater than 0.'],
    ['experience 0', STORED_USER, { exp: '0' }, /Experience \(years\)/, 'Experience must be greater than 0.'],
    ['chat fee missing', STORED_USER, { chat: '' }, /Chat fee per minute/, 'Please enter Chat fee per minute.'],
    ['video fee missing', STORED_USER, { video: '' }, /Video call fee per minute/, 'Please enter Video fee per minute.'],
    ['image missing', STORED_USER, { image: false }, /Profile image/, 'Profile image is required.'],
  ];

  it.each(cases)('%s: marks that field with the spec’s message and focuses it', async (_case, storedUser, values, label, message) => {
    const { user } = renderForm(storedUser);
    await fill(user, values);
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(FIX_ERRORS);
    const field = screen.getByLabelText(label);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, '\\$&')));
    expect(field).toHaveFocus();
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('shows every problem at once, in the spec’s order, and focuses the first', async () => {
    const { user } = renderForm({ _id: 'u-1' });
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(FIX_ERRORS);
    const shown = [
      'Name is required.',
      'Email is required.',
      'Enter a valid mobile number.',
      'Experience must be greater than 0.',
      'Please enter Chat fee per minute.',
      'Please enter Video fee per minute.',
      'Profile image is required.',
    ];
    const text = document.body.textContent ?? '';
    for (const message of shown) expect(text).toContain(message);
    const positions = shown.map((m) => text.indexOf(m));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('a mark goes as soon as its field is fixed; the others stay', async () => {
    const { user } = renderForm();
    await user.click(submitButton());
    expect(screen.getByLabelText(/Experience \(years\)/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/Experience \(years\)/), '3');
    expect(screen.getByLabelText(/Experience \(years\)/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Chat fee per minute/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('AstrologerProfileForm: submitting', () => {
  it('sends the multipart fields the API expects', async () => {
    submitMock.mockResolvedValue(REPLY);
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Bio'), '  Twenty years of Parashari practice. ');
    await user.type(screen.getByRole('textbox', { name: 'Expertise' }), 'Vedic, , KP ,Prashna');
    await user.type(screen.getByRole('textbox', { name: 'Languages' }), 'Hindi, English');
    await user.click(screen.getByRole('switch', { name: /^Sunday:/ }));
    await user.click(screen.getByRole('button', { name: 'Add slot to Monday' }));
    fireEvent.change(screen.getByLabelText('Monday slot 2 start'), { target: { value: '17:00' } });
    fireEvent.change(screen.getByLabelText('Monday slot 2 end'), { target: { value: '19:30' } });
    const image = JPEG();
    await fill(user, { image: false });
    await user.upload(screen.getByLabelText(/Profile image/), image);
    await user.click(submitButton());

    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(1));
    const form = submitMock.mock.calls[0]![0];
    const fields = entries(form);
    const { schedule, ...rest } = fields;
    expect(rest).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      mobile: '9876543210',
      astrologerId: 'u-42',
      bio: 'Twenty years of Parashari practice.',
      expertise: '["Vedic","KP","Prashna"]',
      languages: '["Hindi","English"]',
      experienceYears: '7',
      feePerMinChat: '15',
      feePerMinCall: '0',
      feePerMinVideo: '25',
      image: '[file me.jpg]',
    });
    const week = JSON.parse(schedule!);
    expect(week.Monday).toEqual({
      available: true,
      slots: [
        { start: '09:00', end: '12:00' },
        { start: '17:00', end: '19:30' },
      ],
    });
    expect(week.Sunday).toEqual({ available: false, slots: [] });
    expect(Object.keys(week)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    const sent = form.get('image') as File;
    expect(sent).toBeInstanceOf(File);
    expect(sent.name).toBe('me.jpg');
    expect(sent.type).toBe('image/jpeg');
  });

  it("reads 'Submitting...' and is disabled while the request is in flight", async () => {
    const pending = deferred<AstrologerApplicationResponse>();
    submitMock.mockRejectedValueOnce(networkError()).mockReturnValueOnce(pending.promise);
    const { user } = renderForm();
    await fill(user);
    await user.click(submitButton());
    await screen.findByRole('alert');
    await user.click(submitButton());
    expect(submitButton()).toHaveTextContent('Submitting...');
    expect(submitButton()).toBeDisabled();
    await user.click(submitButton());
    expect(submitMock).toHaveBeenCalledTimes(2);
    pending.resolve(REPLY);
    await screen.findByRole('dialog');
  });
});

describe('AstrologerProfileForm: success', () => {
  async function submitSuccessfully() {
    submitMock.mockResolvedValue(REPLY);
    const view = renderForm();
    await fill(view.user);
    await view.user.click(submitButton());
    return { ...view, dialog: await screen.findByRole('dialog') };
  }

  it('confirms and opens an accessible thank-you dialog with the image and name', async () => {
    const { dialog } = await submitSuccessfully();
    expect(screen.getByRole('status')).toHaveTextContent('✅ Astrologer profile created successfully!');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Thank you!');
    expect(dialog).toHaveAccessibleDescription('Your data has been submitted successfully. We’ll contact you soon.');
    expect(within(dialog).getByRole('img', { name: 'Profile image of Asha Rao' })).toHaveAttribute('src', REPLY.file);
    expect(within(dialog).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(dialog).getByText('Your data has been submitted successfully. We’ll contact you soon.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes with the Close button onto the application’s status and what happens next, not the filled form', async () => {
    const { user } = await submitSuccessfully();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your Astrologer application' })).toHaveFocus();
    expect(screen.getByText('Under review')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Profile' })).toBeNull();
  });

  it('"Change your application" brings back the form as it was sent', async () => {
    const { user } = await submitSuccessfully();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Change your application' }));
    expect(screen.getByLabelText(/Experience \(years\)/)).toHaveValue(7);
    expect(submitButton()).toBeEnabled();
  });

  it('closes with Escape and keeps Tab inside while open', async () => {
    const { user } = await submitSuccessfully();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your Astrologer application' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('✅ Astrologer profile created successfully!');
  });
});

describe('AstrologerProfileForm: failure', () => {
  it("shows the server's message", async () => {
    submitMock.mockRejectedValue(serverError(409, { status: 'error', message: 'A profile already exists for this account.' }));
    const { user } = renderForm();
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('A profile already exists for this account.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(submitButton()).toBeEnabled();
  });

  it('shows a generic message when the server gives none', async () => {
    submitMock.mockRejectedValue(serverError(500, '<html>Internal Server Error</html>'));
    const { user } = renderForm();
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^❌ Failed to create astrologer\.$/);
  });

  it('points to the console when no reply arrived, and logs the error', async () => {
    const err = networkError();
    submitMock.mockRejectedValue(err);
    const { user } = renderForm();
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Failed to create astrologer. Check console for details.');
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), err);
  });

  it('treats any other exception like a missing reply', async () => {
    submitMock.mockRejectedValue(new TypeError('boom'));
    const { user } = renderForm();
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Failed to create astrologer. Check console for details.');
  });
});

describe('AstrologerProfileForm: an application sent on an earlier visit', () => {
  const sent = (status: OwnApplication['status']): OwnApplication => ({
    kind: 'astrologer',
    status,
    submittedAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    imageUrl: '/api/uploads/3f1c2a4e-0000-4000-8000-000000000001',
    profile: { bio: 'Twenty years of Jyotish.', expertise: ['Vedic', 'KP'], languages: ['Hindi'], experienceYears: 20, feePerMinChat: 15, feePerMinCall: 0, feePerMinVideo: 30, schedule: defaultAvailability() },
  });

  it('shows its status and what happens next instead of an empty form', async () => {
    ownMock.mockResolvedValue([{ ...sent('pending'), kind: 'vastu-astrologer', profile: {} }, sent('pending')]);
    renderForm();
    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Profile' })).toBeNull();
  });

  it('"Change your application" opens the form filled with what was sent', async () => {
    ownMock.mockResolvedValue([sent('pending')]);
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Change your application' }));
    expect(screen.getByLabelText('Bio')).toHaveValue('Twenty years of Jyotish.');
    expect(screen.getByLabelText('Expertise')).toHaveValue('Vedic, KP');
    expect(screen.getByLabelText(/Experience \(years\)/)).toHaveValue(20);
    expect(screen.getByLabelText(/Video call fee per minute/)).toHaveValue(30);
  });

  it('a change keeps the photo under review unless another is chosen', async () => {
    ownMock.mockResolvedValue([sent('pending')]);
    submitMock.mockResolvedValue(REPLY);
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Change your application' }));
    expect(screen.getByRole('img', { name: 'Your current profile image' })).toHaveAttribute('src', '/api/uploads/3f1c2a4e-0000-4000-8000-000000000001');
    expect(screen.getByLabelText(/Profile image/)).not.toBeRequired();
    expect(screen.getByText(/Choose nothing to keep your current photo/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(1));
    const body = submitMock.mock.calls[0]![0] as FormData;
    expect(body.get('image')).toBeNull();
    expect(body.get('experienceYears')).toBe('20');
  });

  it('a change after a decision needs a photo again', async () => {
    ownMock.mockResolvedValue([sent('rejected')]);
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Change your application' }));
    expect(screen.queryByRole('img', { name: 'Your current profile image' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(await screen.findByText(/Profile image is required\./)).toBeInTheDocument();
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('says when it was approved', async () => {
    ownMock.mockResolvedValue([sent('approved')]);
    renderForm();
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByText('Under review')).toBeNull();
  });

  it('shows the empty form when there is none, or it cannot be read', async () => {
    ownMock.mockRejectedValue(new Error('401'));
    renderForm();
    expect(await screen.findByRole('button', { name: 'Create Profile' })).toBeEnabled();
    expect(screen.getByLabelText('Bio')).toHaveValue('');
  });
});
