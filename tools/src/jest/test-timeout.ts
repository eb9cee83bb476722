// `testTimeout` is a global jest option (ignored inside `projects`): each project sets its own here.
declare const __PADEL_TEST_TIMEOUT__: number;

jest.setTimeout(__PADEL_TEST_TIMEOUT__);
