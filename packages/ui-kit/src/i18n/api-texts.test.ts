import { createApiTexts } from './messages';

const deferred = () => {
  let resolve!: (messages: Record<string, string>) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<Record<string, string>>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

describe('the API texts store', () => {
  test('when a language is asked for twice while it loads, then it is loaded once and both get its texts', async () => {
    const arabic = deferred();
    const loaders = { en: jest.fn(), ar: jest.fn(() => arabic.promise) };
    const texts = createApiTexts(loaders);

    const first = texts.load('ar');
    const second = texts.load('ar');
    arabic.resolve({ 'api.X': 'نص' });

    await expect(first).resolves.toEqual({ 'api.X': 'نص' });
    await expect(second).resolves.toEqual({ 'api.X': 'نص' });
    expect(loaders.ar).toHaveBeenCalledTimes(1);
    expect(loaders.en).not.toHaveBeenCalled();
    expect(texts.get('ar')).toEqual({ 'api.X': 'نص' });
    expect(texts.get('en')).toBeUndefined();
  });

  test('when the texts arrive, then the subscribers are told, and an unsubscribed one is not', async () => {
    const texts = createApiTexts({ en: async () => ({ 'api.X': 'Text' }), ar: async () => ({}) });
    const told = jest.fn();
    const leftEarly = jest.fn();
    texts.subscribe(told);
    texts.subscribe(leftEarly)();

    await texts.load('en');

    expect(told).toHaveBeenCalledTimes(1);
    expect(leftEarly).not.toHaveBeenCalled();
  });

  test('when a load fails, then nothing is kept and the next need loads again', async () => {
    const answers = [Promise.reject(new Error('offline')), Promise.resolve({ 'api.X': 'Text' })];
    const english = jest.fn(() => answers.shift()!);
    const texts = createApiTexts({ en: english, ar: async () => ({}) });

    await expect(texts.load('en')).rejects.toThrow('offline');
    expect(texts.get('en')).toBeUndefined();
    await expect(texts.load('en')).resolves.toEqual({ 'api.X': 'Text' });
    expect(english).toHaveBeenCalledTimes(2);
  });
});
