/**
 * A multipart file's name as the user's device showed it: browsers send '"', CR and LF in a file name as %22, %0D and
 * %0A (HTML's form encoding), and workerd hands the name on as sent.
 */
export const formFilename = (file: File) => file.name.replace(/%(22|0D|0A)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
