//.kernel implicit
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -dumpcommonisa -output -binary -fusedCallWA 1 "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -LSCBackupMode -fusedCallWA 1 "
//.instCount 36
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r3.6)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.7)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r3.2)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r3.3)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r3.4)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r3.5)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=12 type=d align=2 words (r2.0)
//.declare V33 (39)  rf=r size=6 type=w align=1 words (r1.0)
//.declare V34 (40)  rf=r size=12 type=d align=2 words (r2.3)
//.declare V35 (41)  rf=r size=8 type=q align=4 words (r2.3)
//.declare V36 (42)  rf=r size=12 type=d align=2 words (r1.2)
//.declare V37 (43)  rf=r size=4 type=d align=16 words (r4.0)
//.declare V38 (44)  rf=r size=4 type=d align=2 words (r1.5)
//.declare V40 (46)  rf=r size=32 type=d align=16 words (r5.0)
//.declare V41 (47)  rf=r size=8 type=d align=2 words (r1.6)
//.declare V42 (48)  rf=r size=8 type=q align=4 words (r3.0)
//.declare V43 (49)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V44 (50)  rf=r size=4 type=d align=16 words (r7.0)
//.declare V46 (52)  rf=r size=6 type=uw alias=V33+0 align=1 words (r1.0)
//.declare V47 (53)  rf=r size=4 type=d alias=V37+0 align=2 words (r4.0)
//.declare V48 (54)  rf=r size=12 type=d alias=V34+0 align=2 words (r2.3)
//.declare V49 (55)  rf=r size=4 type=d alias=V38+0 align=2 words (r1.5)
//.declare V50 (56)  rf=r size=12 type=d alias=V36+0 align=2 words (r1.2)
//.declare V51 (57)  rf=r size=32 type=d alias=V40+0 align=16 words (r5.0)
//.declare V52 (58)  rf=r size=8 type=d alias=V41+0 align=2 words (r1.6)
//.declare V53 (59)  rf=r size=4 type=ud alias=V43+0 align=2 words (r6.0)
//.declare V54 (60)  rf=r size=4 type=ud alias=V44+0 align=2 words (r7.0)
//.declare V55 (61)  rf=r size=8 type=ud alias=V41+0 align=2 words (r1.6)
//.declare V56 (62)  rf=r size=8 type=ud alias=V42+0 align=2 words (r3.0)
//.declare V59 (65)  rf=r size=4 type=d alias=V44+0 align=2 words (r7.0)
//.declare V60 (66)  rf=r size=8 type=d alias=V42+0 align=2 words (r3.0)
//.declare  (68)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare  (69)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (70)  rf=r size=2 type=w align=1 words (r1.3)
//.declare  (71)  rf=r size=32 type=ud align=16 words (r9.0)
//.declare  (72)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare  (73)  rf=r size=32 type=ud align=16 words (r11.0)
//.declare  (74)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (75)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (76)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (77)  rf=r size=64 type=ud align=16 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V42      | :q       |      8 | r3       | general    |
// | V32      | :d x 3   |     12 | r2       | general    |
// | V33      | :w x 3   |      6 | r1       | general    |
// | V34      | :d x 3   |     12 | r2+12    | general    |
// | V35      | :q       |      8 | r2+24    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}          // 
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x20:uw              {I@1} // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x021842FD           {A@1,$0} // wr:1h+0, rd:1; oword aligned block read x2 // $17
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$0.src}          // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r2       r127    null:0  0x0            0x022843FD           {A@1,$1} // wr:1h+0, rd:2; oword aligned block read x4 // $17
// B002: Preds:{B001},  Succs:{}
// implicit_BB_0:
(W)     send.ugm (1|M0)          r10      r0      null:0  0x0            0x0214171F           {$2} // wr:1+0, rd:1; fence.ugm.evict.gpu // $17
(W)     mov (8|M0)               null<1>:ud    r10.0<1;1,0>:ud                  {$2.dst}             //  memory fence commit; $17
(W)     send.ugm (1|M0)          r11      r0      null:0  0x0            0x0210271F           {$3} // wr:1+0, rd:1; fence.ugm.invalidate.gpu // $17
(W)     mul (1|M0)               acc0.0<1>:d   r0.1<0;1,0>:d     r2.6<0;1,0>:uw   {$1.dst}           // $3
        mov (2|M0)               r1.2<1>:d     r1.0<1;1,0>:uw                   {$0.dst}             // $1
        mach (1|M0)              r4.0<1>:d     r0.1<0;1,0>:d     r2.3<0;1,0>:d                       // $4
(W)     mov (1|M0)               r1.3<1>:hf    0.0:hf                                                // $15
        add (1|M0)               r1.5<1>:d     r4.0<0;1,0>:d     r1.2<0;1,0>:d    {I@1}              // $4
        mov (8|M0)               r5.0<1>:d     0:w                                                   // $6
        shl (1|M0)               r1.6<1>:d     r1.5<0;1,0>:d     5:w               {I@2}             // $11
        add (1|M0)               r5.0<1>:d     r4.0<0;1,0>:d     r1.2<0;1,0>:d    {Compacted}        // $7
        addc (1|M0)              r6.0<1>:ud    r1.6<0;1,0>:ud    r3.0<0;1,0>:ud   {AccWrEn,I@2}      // $13
        mov (1|M0)               r5.1<1>:d     r1.3<0;1,0>:d                                         // $8
        mov (1|M0)               r7.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $13
        mov (1|M0)               r5.2<1>:d     r0.6<0;1,0>:ud                                        // $9
        mov (1|M0)               r5.3<1>:d     r2.0<0;1,0>:d                                         // $10
        mov (1|M0)               r8.0<1>:f     r6.0<0;1,0>:f                    {Compacted,I@5}      // $14
        add3 (1|M0)              r8.1<1>:d     r7.0<0;0>:d       r1.3<0;0>:w       r3.1<0>:d        {A@2} // $15
(W)     mov (8|M0)               r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $17
(W)     mov (8|M0)               null<1>:ud    r11.0<1;1,0>:ud                  {$3.dst}             //  memory fence commit; $16
(W)     send.dc1 (8|M0)          null     r8      r5:1    0x0            0x020D42FF           {A@2,$4} // wr:1h+1, rd:0; a64 unaligned oword block write x2 // $16
(W)     send.ugm (1|M0)          r9       r0      null:0  0x0            0x0210031F           {$5} // wr:1+0, rd:1; fence.ugm.none.local // $17
(W)     mov (8|M0)               null<1>:ud    r9.0<1;1,0>:ud                   {$5.dst}             //  memory fence commit; $17
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread // $17
L528:
        nop                                                                                          // $17


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 36
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
