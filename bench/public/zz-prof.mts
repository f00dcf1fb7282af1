import { summariseProfile } from '../ledger/summarise-profile';
console.log(await summariseProfile(process.argv[2]!, Number(process.argv[3] ?? Infinity), 40));
