// Test task in the form the production build runs: compiled JavaScript, loaded without tsx.
export function run(input) {
  return { echoed: input.value, form: 'compiled' };
}
