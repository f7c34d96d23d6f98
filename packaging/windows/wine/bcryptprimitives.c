/* Wine 8 lacks bcryptprimitives.dll, whose ProcessPrng pydantic_core (Rust) imports; Windows 10
   and 11 have it. Built into the Wine prefix of the build and its tests only, never shipped:
   ProcessPrng fills the buffer from advapi32's RtlGenRandom, as Windows' own does from its
   random number generator. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG part = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, part))
            return FALSE;
        data += part;
        length -= part;
    }
    return TRUE;
}
