export async function run(): Promise<void> { console.log("hi"); }
